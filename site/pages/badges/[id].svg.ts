/**
 * `/badges/{id}.svg`: the badge of every rated certification (`content/certifications.ts`), served by the site
 * itself so neither the portal nor the admin loads a certification mark from another host.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { RATED_CERTIFICATIONS, certificationBadgeSvg, type RatedCertification } from '../../../content/certifications.ts';

export const getStaticPaths = (() => RATED_CERTIFICATIONS.map((c) => ({ params: { id: c.id }, props: { certification: c } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ certification: RatedCertification }> = ({ props }) =>
  new Response(certificationBadgeSvg(props.certification), { headers: { 'Content-Type': 'image/svg+xml' } });
