import '../../src/claims/FnolQuestionStep';
import '../../src/guestClaims/screens/GuestClaimSteps';
import { sensitiveFieldsOf } from '../../src/forms/registry';
import { fnolQuestions } from '../../src/validation/questions/fnolQuestions';
import { guestClaimQuestions } from '../../src/validation/questions/guestClaimQuestions';
import { sensitiveAnswers } from '../../src/validation/questions/questionTable';

// The forms of both ways of filing a claim mask in the form log what their question tables mark sensitive.

describe('the forms of the question flows', () => {
  it('mask every sensitive answer of the signed-in filing in its one form', () => {
    expect(sensitiveFieldsOf('claimFiling')).toEqual(sensitiveAnswers(...Object.values(fnolQuestions.steps)));
    expect(sensitiveFieldsOf('claimFiling')).toEqual(expect.arrayContaining(['description', 'lossLocation', 'phone', 'email']));
  });

  it("mask each guest step's sensitive answers in that step's form, the reporter's names included", () => {
    for (const [step, questions] of Object.entries(guestClaimQuestions.steps))
      expect(sensitiveFieldsOf(`guestClaim-${step}`)).toEqual(sensitiveAnswers(questions));
    expect(sensitiveFieldsOf('guestClaim-who-is-reporting')).toEqual(['reporterFirstName', 'reporterLastName']);
    expect(sensitiveFieldsOf('guestClaim-select-policy')).toEqual([]);
  });
});
