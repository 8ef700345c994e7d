import { describe, expect, it } from 'vitest';
import { fromPlainRegister } from '../../../edge/services/questionnaire-assist/answerer/plain-register.ts';

describe('a question in everyday words', () => {
  it.each([
    ["Is our information kept safe when it's saved on your computers?", 'Is our information encrypted at rest?'],
    ['Is the connection between us and you scrambled so nobody can read it?', 'Is data in transit encrypted?'],
    ['Do you need two steps to log in?', 'Do you need multi-factor authentication?'],
    ['If one of your workers quits, how fast do they lose access to our stuff?', 'If an employee is terminated, how fast is access removed to our data?'],
    ['If someone quits, do they get cut off right away?', 'If an employee is terminated, is access removed right away?'],
    ['If someone is let go, are they cut off immediately?', 'If an employee is terminated, is access removed immediately?'],
    ['When someone quits, their access is cut off within a day?', 'When an employee is terminated, their access is removed within a day?'],
    ['If something looks wrong, who should we call?', 'If something looks wrong, who should we contact?'],
    ['How long do passwords have to be on your system?', 'What is the minimum length of passwords on your system?'],
    ['What happens to our files if we stop using you?', 'What happens to our data upon contract termination?'],
    ['Has anyone from outside checked your security?', 'Has an independent third party audited your security?'],
    ['Do your staff get trained on keeping data safe?', 'Do your staff receive security awareness training?'],
    ['Do you make copies of our data in case something breaks?', 'Do you back up customer data?'],
    ['Will you tell us if our data gets stolen?', 'Will you notify us of a data breach?'],
    ['Where are your computers located?', 'Where is customer data hosted?'],
    ['Do you check your own systems for weak spots?', 'Do you scan your own systems for vulnerabilities?'],
    ['Is there someone in charge of security at your company?', 'Is there a person responsible for information security at your company?'],
    ['How quickly can you get back up and running after a disaster?', 'How quickly can you recover after a disaster?'],
    ['Which other companies see our data?', 'Which subprocessors process our data?'],
    ['Can we get all our data back out if we want to?', 'Can we export our data if we want to?'],
    ['How often do you bring in outside experts to try to break into your system?', 'How often do you bring in penetration testers test your system?'],
    ['Do you send your staff fake scam emails to see whether anyone falls for them?', 'Do you send your staff phishing simulations?'],
    ["Is our information kept walled off from your other customers' information?", "Is our information kept isolated from other tenants' data?"],
    ['What stops someone from flooding your website with junk traffic to knock it offline?', 'What protects against DDoS attacks?'],
    ['Is it scrambled so that a thief who got hold of it couldn’t read it?', 'Is it encrypted?'],
    ['If someone reports a bug, would you take them to court?', 'If someone reports a bug, would you pursue legal action against them?'],
  ])('reads %s as a questionnaire’s terms', (question, reading) => {
    expect(fromPlainRegister(question)).toBe(reading);
  });

  it('leaves a questionnaire’s terms, and a device losing access, as they are', () => {
    for (const question of [
      'Is customer data encrypted at rest with AES-256?',
      'How far behind on OS updates can a laptop get before it loses access?',
      'After we cancel, how long until our data is deleted?',
      'How long do passwords stay valid?',
      'Is MFA enforced for all staff?',
    ])
      expect(fromPlainRegister(question)).toBe(question);
  });
});
