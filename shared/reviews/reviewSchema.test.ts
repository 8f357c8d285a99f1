import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REVIEW_MAX_LENGTH,
  REVIEW_MESSAGES,
  newSubmissionId,
  normaliseLineBreaks,
  reviewFormValues,
  reviewInputFromForm,
  reviewLength,
  submissionIdOf,
  validateReview,
  type ReviewValidation,
} from './reviewSchema.ts';
import { validReview } from '../../testing/reviews.ts';

const VALID = validReview({ rating: 4, review: 'Quick and clear.' });
/** A review with the consent to publish it (issue 29 item 21). */
const { consent: _consent, ...REVIEW } = VALID;

function errorsOf(result: ReviewValidation) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

function valueOf(result: ReviewValidation) {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('validateReview', () => {
  it('accepts a complete review and returns exactly the five fields, the consent not among them', () => {
    expect(valueOf(validateReview(VALID))).toEqual(REVIEW);
  });

  describe('consent to publish (issue 29 item 21)', () => {
    it.each([undefined, false, 'true', 'on', 1, ''])('refuses a review without it (%j)', (consent) => {
      expect(errorsOf(validateReview({ ...REVIEW, consent }))).toEqual({ consent: REVIEW_MESSAGES.consent.missing });
    });

    it('takes a tick from JSON (true) or from the form (yes)', () => {
      expect(valueOf(validateReview({ ...REVIEW, consent: true }))).toEqual(REVIEW);
      expect(valueOf(validateReview(reviewInputFromForm({ ...reviewFormValues({ ...REVIEW, rating: '4' }), consent: 'yes' })))).toEqual(REVIEW);
      expect(errorsOf(validateReview(reviewInputFromForm({ ...reviewFormValues({ ...REVIEW, rating: '4' }), consent: '' }))).consent).toBeDefined();
    });
  });

  it('ignores fields other than the five', () => {
    const value = valueOf(validateReview({ ...VALID, web_form_id: 'other', submittedAt: 'yesterday', isAdmin: true }));
    expect(Object.keys(value).sort()).toEqual(['email', 'firstName', 'lastName', 'rating', 'review']);
  });

  it('trims names, email and review', () => {
    const value = valueOf(validateReview({ ...VALID, firstName: '  Ada ', lastName: ' Lovelace\t', email: ' ada@example.com ', review: '\n Fine. \n' }));
    expect(value).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', review: 'Fine.' });
  });

  it.each([null, undefined, 'text', 42, true, [], [VALID]])('treats a body that is not an object (%j) as empty', (body) => {
    expect(errorsOf(validateReview(body))).toEqual({
      firstName: REVIEW_MESSAGES.firstName.missing,
      lastName: REVIEW_MESSAGES.lastName.missing,
      email: REVIEW_MESSAGES.email.missing,
      review: REVIEW_MESSAGES.review.missing,
      consent: REVIEW_MESSAGES.consent.missing,
    });
  });

  it('does not read fields from the prototype', () => {
    const body = Object.create({ firstName: 'Ada' }) as Record<string, unknown>;
    expect(errorsOf(validateReview(body)).firstName).toBe('Enter your first name');
  });

  describe('names', () => {
    it.each([
      'Zoë',
      'Siân',
      "O'Neill",
      'O\u2019Neill',
      'José-María',
      'Nguyễn',
      'Zoe\u0308',
      'Mary Jane',
      'Łukasz',
      'Σοφία',
      '李',
      // issue 13: real names these rules once refused
      'St. John',
      'Smith Jr.',
      'J.R.R. Tolkien',
      'X Æ A-12',
      'Lovelace 2nd',
      'Ada1',
      'Ada!',
      '<b>Ada</b>',
      'a@b',
      "'-'",
      'محمد',
      'अनुष्का',
      'Ngũgĩ wa Thiong\u2019o',
      'Dr. Zoë Smith-Jones, PhD',
      '😀 Smiley',
      'Tōru (徹)',
      'Ra\u200Dhul',
    ])('accepts %s', (name) => {
      expect(valueOf(validateReview({ ...VALID, firstName: name, lastName: name })).firstName).toBe(name);
    });

    it.each(['', '   ', undefined, null, 7, ['Ada']])('asks for a first and last name when given %j', (name) => {
      expect(errorsOf(validateReview({ ...VALID, firstName: name, lastName: name }))).toEqual({
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
      });
    });

    it.each(['Ada\nLovelace', 'Ada\r\nLovelace', 'Ada\tLovelace', 'Ada\u0000', 'A\u007Fda', 'A\u0085da', 'Ada\u2028L', 'Ada\uD800', '\uDC00Ada'])(
      'rejects %j: control characters',
      (name) => {
        expect(errorsOf(validateReview({ ...VALID, firstName: name })).firstName).toBe(REVIEW_MESSAGES.firstName.pattern);
        expect(errorsOf(validateReview({ ...VALID, lastName: name })).lastName).toBe(REVIEW_MESSAGES.lastName.pattern);
      },
    );

    it(`allows ${NAME_MAX_LENGTH} characters and no more, counting an accented letter once`, () => {
      expect(validateReview({ ...VALID, lastName: 'é'.repeat(NAME_MAX_LENGTH) }).ok).toBe(true);
      expect(errorsOf(validateReview({ ...VALID, lastName: 'é'.repeat(NAME_MAX_LENGTH + 1) })).lastName).toBe('Last name must be 100 characters or fewer');
    });
  });

  describe('email', () => {
    it.each(['name@example.com', 'first.last+tag@sub.example.co.uk', "o'neill@example.org", 'x@a-b.io'])('accepts %s', (email) => {
      expect(validateReview({ ...VALID, email }).ok).toBe(true);
    });

    it('asks for an email address when empty', () => {
      expect(errorsOf(validateReview({ ...VALID, email: ' ' })).email).toBe('Enter your email address');
    });

    it.each([
      'name',
      'name@',
      '@example.com',
      'name@example',
      'name@@example.com',
      'na me@example.com',
      'name@exa_mple.com',
      'name@-example.com',
      'name@example.com.',
      'zoë@example.com',
      'a@b@example.com',
    ])('rejects %s with the GOV.UK message', (email) => {
      expect(errorsOf(validateReview({ ...VALID, email })).email).toBe('Enter an email address in the correct format, like name@example.com');
    });

    it(`caps the address at ${EMAIL_MAX_LENGTH} characters and the local part at 64`, () => {
      const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.com`; // 185 characters
      const atLimit = `${'x'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
      expect(atLimit.length).toBe(EMAIL_MAX_LENGTH);
      expect(errorsOf(validateReview({ ...VALID, email: atLimit })).email).toBe(REVIEW_MESSAGES.email.pattern); // local part 68
      expect(validateReview({ ...VALID, email: `${'x'.repeat(64)}@${domain}` }).ok).toBe(true);
      expect(errorsOf(validateReview({ ...VALID, email: `${'x'.repeat(65)}@${domain}` })).email).toBe(REVIEW_MESSAGES.email.pattern);
      expect(errorsOf(validateReview({ ...VALID, email: `${'x'.repeat(64)}@${'d'.repeat(190)}.com` })).email).toBe(
        'Email address must be 254 characters or fewer',
      );
    });
  });

  describe('review', () => {
    it('is required', () => {
      expect(errorsOf(validateReview({ ...VALID, review: ' \n ' })).review).toBe('Enter your review');
    });

    it.each([
      ['plain letters', 'a'],
      ['emoji', '😀'],
      ['accented letters', 'é'],
    ])(`allows exactly ${REVIEW_MAX_LENGTH} characters of %s and not ${REVIEW_MAX_LENGTH + 1}`, (_kind, char) => {
      expect(valueOf(validateReview({ ...VALID, review: char.repeat(REVIEW_MAX_LENGTH) })).review).toBe(char.repeat(REVIEW_MAX_LENGTH));
      expect(errorsOf(validateReview({ ...VALID, review: char.repeat(REVIEW_MAX_LENGTH + 1) })).review).toBe('Review must be 500 characters or fewer');
    });

    it('counts a line break once whether the browser sent LF or CR LF, and stores LF', () => {
      const typed = `${'a'.repeat(249)}\r\n${'b'.repeat(250)}`; // 500 as the visitor sees it
      expect(valueOf(validateReview({ ...VALID, review: typed })).review).toBe(`${'a'.repeat(249)}\n${'b'.repeat(250)}`);
      expect(validateReview({ ...VALID, review: `${typed}c` }).ok).toBe(false);
    });
  });

  describe('rating', () => {
    it.each([0, 1, 2, 3, 4, 5])('accepts %i', (rating) => {
      expect(valueOf(validateReview({ ...VALID, rating })).rating).toBe(rating);
    });

    it('reads an absent rating as 0: no stars chosen does not block the review (spec §5)', () => {
      const { rating: _rating, ...withoutRating } = VALID;
      expect(valueOf(validateReview(withoutRating)).rating).toBe(0);
    });

    it.each([-1, 6, 2.5, '3', null, Number.NaN, Number.POSITIVE_INFINITY, true, [3], { value: 3 }])('rejects %j', (rating) => {
      expect(errorsOf(validateReview({ ...VALID, rating }))).toEqual({ rating: 'Rating must be 1 to 5 stars, or none' });
    });
  });

  it('reports every invalid field at once, in form order', () => {
    const errors = errorsOf(validateReview({ firstName: '', lastName: 'L', email: 'x', rating: 9, review: '' }));
    expect(Object.keys(errors)).toEqual(['firstName', 'email', 'rating', 'review', 'consent']);
  });
});

describe('reviewLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(reviewLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(reviewLength('Zoë')).toBe(3);
  });

  it('counts CR LF as one line break, as the visitor typed it', () => {
    expect(reviewLength('a\r\nb')).toBe(3);
    expect(reviewLength('a\nb')).toBe(3);
    expect(reviewLength('')).toBe(0);
  });
});

describe('normaliseLineBreaks', () => {
  it('turns CR LF and lone CR into LF', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

describe('form posts', () => {
  it('reads the five values as strings, anything else as empty', () => {
    expect(reviewFormValues({ firstName: 'Ada', lastName: ['a', 'b'], email: 3, review: 'Hi', extra: 'x' })).toEqual({
      firstName: 'Ada',
      lastName: '',
      email: '',
      rating: '',
      review: 'Hi',
      consent: '',
    });
    expect(reviewFormValues(undefined)).toEqual({ firstName: '', lastName: '', email: '', rating: '', review: '', consent: '' });
    expect(reviewFormValues({ consent: 'yes' }).consent).toBe('yes');
  });

  it('turns the posted star into a number, and no star into 0', () => {
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', review: 'Good', rating: '3', consent: 'yes' };
    expect(valueOf(validateReview(reviewInputFromForm(form))).rating).toBe(3);
    expect(valueOf(validateReview(reviewInputFromForm({ ...form, rating: '' }))).rating).toBe(0);
  });

  it.each(['6', '-1', '2.5', 'three', '03'])('rejects a posted rating of %j', (rating) => {
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', review: 'Good', rating, consent: 'yes' };
    expect(errorsOf(validateReview(reviewInputFromForm(form))).rating).toBeDefined();
  });
});

describe('submission ids', () => {
  it('makes version 4 UUIDs, a new one each time, that submissionIdOf accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(submissionIdOf({ submissionId: id })).toEqual({ ok: true, id });
    }
  });

  it('takes none as none, and refuses anything that is not a UUID', () => {
    expect(submissionIdOf({})).toEqual({ ok: true });
    expect(submissionIdOf({ submissionId: '' })).toEqual({ ok: true });
    expect(submissionIdOf({ submissionId: '0F8FAD5B-D9CB-469F-A165-70867728950E' })).toEqual({ ok: true, id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    for (const bad of ['x', 42, ['0f8fad5b-d9cb-469f-a165-70867728950e'], '0f8fad5b-d9cb-469f-a165-70867728950e0', 'zf8fad5b-d9cb-469f-a165-70867728950e']) {
      expect(submissionIdOf({ submissionId: bad }), String(bad)).toEqual({ ok: false });
    }
  });

  it('is no field of the review itself', () => {
    const checked = validateReview({ ...VALID, submissionId: newSubmissionId() });
    expect(checked.ok && Object.keys(checked.value)).toEqual(['firstName', 'lastName', 'email', 'rating', 'review']);
  });
});
