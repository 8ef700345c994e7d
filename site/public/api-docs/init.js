// Starts Swagger UI on the API reference page (/api/docs). Kept in a file of its own: the page's
// Content-Security-Policy allows no inline script. No request leaves the trust center: the validator badge is
// off and "Try it out" calls this origin's API.
(() => {
  var root = document.getElementById('swagger-ui');
  window.SwaggerUIBundle({
    url: root.getAttribute('data-url'),
    domNode: root,
    deepLinking: true,
    validatorUrl: null,
    displayRequestDuration: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: (request) => {
      request.credentials = 'same-origin';
      return request;
    },
  });
})();
