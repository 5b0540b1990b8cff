import { bullets, clauses, ownerNote, para, body } from '../docx-blocks';
import { addressLine, answer, legalName } from '../fill-values';
import { EFFECTIVE_DATE } from '../questions/shared';
import { EMAIL, WEBSITE } from '../questions/website-privacy-notice-starter';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('website-privacy-notice-starter'),
  description:
    'A plain-language starting point for your website’s privacy notice: what you collect, why, whom you share it with, cookies, security, children, and how people can reach you.',
  category: 'Policies & Notices',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'A privacy notice must describe what your business really does, so edit every bracketed part to match your site, your forms and the tools you use (analytics, email, payments, advertising). Some state laws require any commercial website that collects personal information from their residents to post a privacy notice, and a growing number of states give people rights over their data once a business passes size or data thresholds, with specific wording and request processes. If you collect health, financial or children’s information, sell or share data for advertising, or serve visitors outside the United States, ask an attorney.',
      ),
      para(
        `This notice explains how ${legalName(fill)} (“we” or “us”) collects, uses and shares personal information when you visit ${answer(fill, WEBSITE)} or contact us. It takes effect on ${answer(fill, EFFECTIVE_DATE)}.`,
      ),
      clauses([
        {
          title: 'Information we collect',
          body: [
            'Information you give us: [your name, email address, phone number, mailing address and messages, when you fill in a form, place an order or sign up for emails]. Payment card details are collected by our payment processor, [Processor name], not stored by us.',
            'Information collected automatically: [your device and browser type, IP address, pages viewed and how you reached our site], through cookies and similar tools.',
          ],
        },
        {
          title: 'How we use it',
          body: ['We use personal information to:'],
        },
      ]),
      bullets([
        'provide the products and services you ask for, and process payments;',
        'answer your questions and send you messages about your orders;',
        '[send marketing emails if you sign up, which you can stop at any time using the unsubscribe link];',
        'understand how our site is used and improve it;',
        'protect our site and customers, and meet our legal obligations.',
      ]),
      clauses(
        [
          {
            title: 'How we share it',
            body: [
              'We share personal information only with service providers who help us run the business (such as hosting, payment, shipping and email services) and who may use it only for that work; when the law requires it; to protect our rights or anyone’s safety; or as part of a sale or merger of our business. [We don’t sell personal information.]',
            ],
          },
          {
            title: 'Cookies and your choices',
            body: [
              'You can block or delete cookies in your browser settings; parts of the site may not work without them. [We use analytics from (Provider). (Describe any advertising cookies and how to opt out.)]',
            ],
          },
          {
            title: 'How long we keep it',
            body: [
              'We keep personal information only as long as we need it for the purposes above, or as long as the law requires, such as for tax records.',
            ],
          },
          {
            title: 'Security',
            body: [
              'We use reasonable safeguards to protect personal information. No website or system is completely secure, so we can’t guarantee security, but we will tell you about a breach as the law requires.',
            ],
          },
          {
            title: 'Children',
            body: [
              'Our site isn’t meant for children under 13, and we don’t knowingly collect their personal information. If you believe a child has given us information, contact us and we’ll delete it.',
            ],
          },
          {
            title: 'Your rights',
            body: [
              `Depending on where you live, you may have the right to ask what personal information we hold about you, to correct it, to delete it, or to opt out of certain uses. To make a request, email ${answer(fill, EMAIL)}. We’ll respond within the time the law allows and won’t treat you differently for asking.`,
            ],
          },
          {
            title: 'Changes and contact',
            body: [
              `We’ll post any changes to this notice on this page with a new effective date. Questions? Email ${answer(fill, EMAIL)} or write to ${legalName(fill)}, ${addressLine(fill)}.`,
            ],
          },
        ],
        3,
      ),
    ),
};
