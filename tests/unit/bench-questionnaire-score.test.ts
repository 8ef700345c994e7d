/** The questionnaire benchmark's scoring: what counts as a correct citation. */
import { describe, expect, it } from 'vitest';
import { scoreAnswers, updateTopics, type KeyQuestion } from '../../bench/questionnaire-score.ts';

const topicOf = updateTopics([
  { id: 'tcu_openssh', updates: [{ id: 'upd_openssh_1' }, { id: 'upd_openssh_2' }] },
  { id: 'tcu_soc2', updates: [{ id: 'upd_soc2_1' }] },
]);
const key: KeyQuestion[] = [
  { id: 'q1', question: 'Is SSH reachable from the internet?', covered: true, form: 'yesno', answer: 'No', sources: ['upd_openssh_1'] },
];

describe('questionnaire benchmark scoring', () => {
  it('counts a citation of the topic an update belongs to as a citation of the update the key names', () => {
    const score = scoreAnswers(key, [{ answer: 'No', sources: [{ id: 'tcu_openssh' }] }], topicOf);
    expect(score).toMatchObject({ covered: 1, coveredCorrect: 1, misses: [] });
  });

  it('does not count another topic, or a topic without the updates it holds', () => {
    expect(scoreAnswers(key, [{ answer: 'No', sources: [{ id: 'tcu_soc2' }] }], topicOf).coveredCorrect).toBe(0);
    expect(scoreAnswers(key, [{ answer: 'No', sources: [{ id: 'tcu_openssh' }] }]).coveredCorrect).toBe(0);
    expect(scoreAnswers(key, [{ answer: 'No', sources: [{ id: 'upd_openssh_1' }] }], topicOf).coveredCorrect).toBe(1);
  });
});
