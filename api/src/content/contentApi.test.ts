import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import type { BlogPost, BlogPostSummary } from 'contracts/src/content/blog';
import type { Review, Testimonial } from 'contracts/src/content/customerStories';
import type { FaqEntry } from 'contracts/src/content/faq';
import type { SubmissionReceipt } from 'contracts/src/content/submissionReceipt';
import {
  COPYRIGHT_NOTICE_RULE_CASES,
  DESIGNER_APPLICATION_RULE_CASES,
} from 'contracts/src/content/submissionRuleCases';
import { buildApp } from '../app';
import type { MailMessage, Mailer } from '../mail/mailer';
import { appSuite } from '../testing/appSuite';
import { TEST_MAIL, TEST_REMOTES } from '../testing/testApp';
import { PGLITE_TEST_DATABASE, TEST_DATABASES } from '../testing/testDatabases';

/** A browser shows nothing for an SVG with a repeated attribute: each tag's attributes must be unique. */
function expectWellFormedTags(svg: string): void {
  for (const [, attributes = ''] of svg.matchAll(/<[\w-]+((?:\s+[\w-]+="[^"]*")*)\s*\/?>/g)) {
    const names = [...attributes.matchAll(/([\w-]+)=/g)].map((match) => match[1]);
    expect(names).toEqual([...new Set(names)]);
  }
  expect(svg.match(/<[a-z]/g)?.length).toBe(svg.match(/<[\w-]+(?:\s+[\w-]+="[^"]*")*\s*\/?>/g)?.length);
}

const INBOX = STORE_CONTACT.email.label;
const ROOMY = { max: 1000, timeWindow: '1 minute' };

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}

/** The rule table's valid notice, signed today as a sender would sign it. */
function validNotice() {
  return { ...COPYRIGHT_NOTICE_RULE_CASES.valid, signature_date: today() };
}

describe.each(TEST_DATABASES)('content API on %s', (_name, database) => {
  let sent: jest.SpiedFunction<Mailer['send']> | undefined;
  const suite = appSuite(database, {
    buildApp: async (db) => {
      const app = await buildApp({
        db,
        shellDistDir: null,
        remotes: TEST_REMOTES,
        mail: TEST_MAIL,
        content: { rateLimits: { contact: ROOMY, copyrightNotice: ROOMY, application: ROOMY } },
      });
      // The outbox never shows the store's own inbox: its mail is recorded as it leaves, each message still sent.
      sent = jest.spyOn(app.mailer, 'send');
      return app;
    },
  });

  const get = (url: string) => suite.app.inject({ method: 'GET', url: `/api/user/${url}` });
  const post = (url: string, payload: object) => suite.app.inject({ method: 'POST', url: `/api/user/${url}`, payload });
  /** What the store's inbox received, newest first. */
  const inbox = (): MailMessage[] =>
    (sent?.mock.calls ?? [])
      .map(([message]) => message)
      .filter((message) => message.to === INBOX)
      .reverse();

  describe('public reads, without any token', () => {
    it('serves at least 12 FAQ entries in order', async () => {
      const response = await get('faq');
      expect(response.statusCode).toBe(200);
      const faq = response.json<ApiEnvelope<FaqEntry[]>>().data;
      expect(faq.length).toBeGreaterThanOrEqual(12);
      expect(faq[0]?.question).toBe('What do I receive when I buy a plan?');
      for (const entry of faq) expect(entry.answer.length).toBeGreaterThan(40);
      // The topics: plan sets, foundations, modifications, licences, delivery, returns, cost to build.
      const questions = faq.map((entry) => entry.question).join(' ');
      for (const topic of [
        /PDF set/,
        /basement/,
        /change a plan/,
        /build the plan\?/,
        /receive my plans/,
        /return/,
        /cost to build/,
      ]) {
        expect(questions).toMatch(topic);
      }
    });

    it('lists at least 6 blog posts newest first, each with a cover, author, date, title and summary', async () => {
      const posts = (await get('blogs')).json<ApiEnvelope<BlogPostSummary[]>>().data;
      expect(posts.length).toBeGreaterThanOrEqual(6);
      const dates = posts.map((post) => Date.parse(post.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const post of posts) {
        expect(post).toEqual({
          id: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          author: expect.any(String),
          image: `/api/user/images/blog/${post.id}.svg`,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
      }
      expect((await get('blogs?limit=2')).json<ApiEnvelope<BlogPostSummary[]>>().data).toHaveLength(2);
      expect((await get('blogs?limit=0')).statusCode).toBe(400);
    });

    it('serves one post with its sections, and 404 for an unknown one', async () => {
      const [first] = (await get('blogs')).json<ApiEnvelope<BlogPostSummary[]>>().data;
      const post = (await get(`blogs/${first?.id}`)).json<ApiEnvelope<BlogPost>>().data;
      expect(post.title).toBe(first?.title);
      expect(post.sections.length).toBeGreaterThan(1);
      expect(post.sections[0]?.paragraphs[0]?.length).toBeGreaterThan(20);

      const missing = await get('blogs/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ApiErrorBody>()).toEqual({ status: 404, message: 'Blog post not found.' });
      expect((await get('blogs/abc')).statusCode).toBe(400);
    });

    it('draws each cover as a safe SVG named by its post, different per theme', async () => {
      const posts = (await get('blogs')).json<ApiEnvelope<BlogPostSummary[]>>().data;
      const svgs = await Promise.all(posts.map((post) => suite.app.inject({ method: 'GET', url: post.image })));
      for (const [index, response] of svgs.entries()) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expectWellFormedTags(response.body);
        expect(response.body).toContain(`<title id="t">${posts[index]?.title.replaceAll("'", '&apos;')}</title>`);
      }
      expect(new Set(svgs.map((response) => response.body.replace(/<title.*<\/title>/, ''))).size).toBe(posts.length);
      expect((await suite.app.inject({ method: 'GET', url: '/api/user/images/blog/999999.svg' })).statusCode).toBe(404);
    });

    it('serves testimonials and reviews with names, places and ratings', async () => {
      const testimonials = (await get('testimonials')).json<ApiEnvelope<Testimonial[]>>().data;
      expect(testimonials.length).toBeGreaterThanOrEqual(4);
      expect(testimonials[0]).toEqual(expect.objectContaining({ name: 'Karen M.', location: 'Boise, Idaho' }));
      const reviews = (await get('reviews')).json<ApiEnvelope<Review[]>>().data;
      expect(reviews.length).toBeGreaterThanOrEqual(4);
      for (const review of reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(reviews.map((review) => review.reviewedOn)).toEqual(
        [...reviews.map((review) => review.reviewedOn)].sort().reverse(),
      );
    });
  });

  describe('POST contact-us', () => {
    const message = {
      name: 'Ann Rivera',
      email: 'ann@example.com',
      subject: 'Foundation',
      comment: 'Can plan 120 go on a basement?',
    };

    it('stores the message, mails the store inbox and answers a reference', async () => {
      const response = await post('contact-us', message);
      expect(response.statusCode).toBe(200);
      const { reference } = response.json<ApiEnvelope<SubmissionReceipt>>().data;
      expect(reference).toMatch(/^CM-\d{6}$/);
      const stored = await suite.db.selectFrom('contact_messages').selectAll().execute();
      expect(stored).toEqual([expect.objectContaining({ ...message, forwarded_at: expect.any(Date) })]);
      const [mail] = inbox();
      expect(mail?.subject).toBe(`[${reference}] Contact form: Foundation`);
      expect(mail?.text).toContain('From: Ann Rivera <ann@example.com>');
      expect(mail?.text).toContain('Can plan 120 go on a basement?');
      // Sent, and still nobody's to read in the development outbox, not even on this machine.
      const outbox = await suite.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(INBOX)}` });
      expect(outbox.statusCode).toBe(403);
      expect(outbox.body).not.toContain('Can plan 120 go on a basement?');
    });

    it("answers 'All fields are required!' when a field is blank, and refuses a bad e-mail", async () => {
      const blank = await post('contact-us', { ...message, subject: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<ApiErrorBody>().message).toBe('All fields are required!');
      const badEmail = await post('contact-us', { ...message, email: 'ann.example.com' });
      expect(badEmail.json<ApiErrorBody>().message).toBe('Please enter a valid email address.');
      expect((await post('contact-us', { ...message, token: 'x' })).statusCode).toBe(400);
    });
  });

  describe('POST copyright-notices', () => {
    it('stores a valid notice and forwards it to the inbox', async () => {
      const response = await post('copyright-notices', validNotice());
      expect(response.statusCode).toBe(200);
      const { reference } = response.json<ApiEnvelope<SubmissionReceipt>>().data;
      expect(reference).toMatch(/^CN-\d{6}$/);
      const stored = await suite.db
        .selectFrom('copyright_notices')
        .select(['signature', 'state_or_province'])
        .execute();
      expect(stored).toEqual([{ signature: 'Maria Lopez', state_or_province: 'FL' }]);
      const [mail] = inbox();
      expect(mail?.subject).toBe(`[${reference}] Copyright infringement notice from Maria Lopez`);
      expect(mail?.text).toContain('State or province: Florida');
    });

    it.each([
      ['a missing first name', { first_name: ' ' }, 'Please enter your first name.'],
      ['a bad e-mail', { email: 'maria@' }, 'Please enter a valid email address.'],
      ['an unknown region', { state_or_province: 'ZZ' }, 'Please choose your state or province.'],
      ['a relative example URL', { authorized_example_url: 'portfolio/lakeview' }, 'Enter a full web address'],
      [
        'an unticked statement',
        { sworn_accuracy: false },
        'Please confirm: The information in this notice is accurate.',
      ],
      ['a date in another format', { signature_date: '2026-01-05' }, 'Enter the date as MM/DD/YYYY.'],
      ['an impossible date', { signature_date: '02/30/2026' }, 'Enter the date as MM/DD/YYYY.'],
      ['a future date', { signature_date: '01/01/2099' }, 'The date cannot be in the future.'],
      [
        'another signature',
        { signature: 'M. Lopez' },
        'Your signature must match the first and last name you entered.',
      ],
    ])('refuses %s', async (_case, change, message) => {
      const before = await suite.db.selectFrom('copyright_notices').select('id').execute();
      const response = await post('copyright-notices', { ...validNotice(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toContain(message);
      expect(await suite.db.selectFrom('copyright_notices').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses a body without the sworn statements', async () => {
      const { sworn_authority: _omitted, ...rest } = validNotice();
      const response = await post('copyright-notices', rest);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe("The field 'sworn_authority' is required.");
    });
  });

  describe('applications', () => {
    it('stores a designer application and forwards it', async () => {
      const response = await post('designer-applications', DESIGNER_APPLICATION_RULE_CASES.valid);
      expect(response.statusCode).toBe(200);
      const { reference } = response.json<ApiEnvelope<SubmissionReceipt>>().data;
      expect(reference).toMatch(/^DA-\d{6}$/);
      const [mail] = inbox();
      expect(mail?.text).toContain('Profession: Licensed architect');
      expect(mail?.text).toContain('Phone: (none)');
    });

    it('stores an affiliate application and refuses an unknown audience size', async () => {
      const application = {
        name: 'Lee Chan',
        email: 'lee@buildblog.example',
        website_url: 'https://buildblog.example',
        monthly_audience: '5k-50k',
        promotion: 'A monthly column on small homes.',
      };
      const response = await post('affiliate-applications', application);
      expect(response.json<ApiEnvelope<SubmissionReceipt>>().data.reference).toMatch(/^AA-\d{6}$/);
      expect(await suite.db.selectFrom('affiliate_applications').select('email').execute()).toEqual([
        { email: 'lee@buildblog.example' },
      ]);
      const refused = await post('affiliate-applications', { ...application, monthly_audience: 'lots' });
      expect(refused.json<ApiErrorBody>()).toEqual({
        status: 400,
        message: 'Please choose the size of your audience.',
      });
    });
  });
});

describe('content forms rate limit', () => {
  const suite = appSuite(PGLITE_TEST_DATABASE, {
    buildApp: (db) =>
      buildApp({
        db,
        shellDistDir: null,
        remotes: TEST_REMOTES,
        mail: TEST_MAIL,
        content: { rateLimits: { contact: { max: 2, timeWindow: '1 minute' } } },
      }),
  });

  it('answers 429 in the envelope once a client has sent too many messages', async () => {
    const send = () =>
      suite.app.inject({
        method: 'POST',
        url: '/api/user/contact-us',
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', comment: 'Hi' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json<ApiErrorBody>()).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(await suite.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(2);
  });
});

describe('content forms when mail fails', () => {
  // Nothing listens on port 1: every send fails at once.
  const suite = appSuite(PGLITE_TEST_DATABASE, {
    buildApp: (db) =>
      buildApp({
        db,
        shellDistDir: null,
        remotes: TEST_REMOTES,
        mail: { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:1' },
      }),
  });

  it('keeps the message, still thanks the sender, and leaves it marked as not forwarded', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/user/contact-us',
      payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hello', comment: 'Is plan 120 available as CAD?' },
    });
    expect(response.statusCode).toBe(200);
    expect(await suite.db.selectFrom('contact_messages').select(['comment', 'forwarded_at']).execute()).toEqual([
      { comment: 'Is plan 120 available as CAD?', forwarded_at: null },
    ]);
  });
});
