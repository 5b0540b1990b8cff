import { bullets, clauses, ownerNote, para, body } from '../docx-blocks';
import { answer, legalName } from '../fill-values';
import { EMAIL, WINDOW } from '../questions/customer-refund-policy';
import { catalogued, type TemplateSource } from '../template-source';

export const TEMPLATE: TemplateSource = {
  ...catalogued('customer-refund-policy'),
  description:
    'A clear, customer-friendly refund and return policy for products and services: the time limit, condition of returns, how refunds are paid and how to ask.',
  category: 'Policies & Notices',
  legal: true,
  build: (fill) =>
    body(
      ownerNote(
        'Post your policy where customers see it before they buy: on your website, at checkout and at the register. Some states set rules on how a refund policy must be shown, and what applies if it isn’t. If you sell online or by phone, the FTC’s Mail, Internet, or Telephone Order Merchandise Rule sets when you must ship and when you must offer a refund for a delay. Never promise less than the law gives customers, such as rights under a warranty.',
      ),
      para(
        `We want you to be happy with what you buy from ${legalName(fill)}. If you aren’t, here is how returns and refunds work.`,
      ),
      clauses([
        {
          title: 'Returns',
          body: [
            `You can return most items within ${answer(fill, WINDOW)} of delivery or purchase for a full refund. Items should be unused and in their original packaging, with the receipt or order number.`,
          ],
        },
        {
          title: 'Items we can’t take back',
          body: [
            '[List any, such as custom or personalized items, perishable goods, gift cards, or final-sale items. Say “none” if there are none.]',
          ],
        },
        {
          title: 'Damaged, faulty or wrong items',
          body: [
            'If something arrives damaged or faulty, or isn’t what you ordered, tell us within [7] days and we’ll replace it or refund you in full, including shipping, and pay for the return.',
          ],
        },
        {
          title: 'Services',
          body: [
            'You can cancel a service for a full refund before we start work. After we start, we refund what you paid for work not yet done. If you’re unhappy with work we’ve done, tell us and we’ll make it right or refund you fairly.',
          ],
        },
        {
          title: 'How refunds are paid',
          body: [
            'We refund to your original payment method within [10] business days of receiving the return or approving the refund. Your bank or card issuer may take a few more days to post it. [Return shipping is paid by the customer unless the item was damaged, faulty or wrong.]',
          ],
        },
        {
          title: 'How to ask for a refund',
          body: [`Email ${answer(fill, EMAIL)} or call [Phone] with:`],
        },
      ]),
      bullets([
        'your name and order number or receipt;',
        'the item or service; and',
        'what went wrong, if anything.',
      ]),
      para(
        'This policy doesn’t limit any rights you have under federal or state law. We may update it from time to time; the version in effect when you bought applies to your purchase.',
      ),
      para('Last updated: [Date]'),
    ),
};
