import { useLocation } from 'wouter';
import { formatCents } from '../../../domain/checkout/money';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useReceiptDownload } from '../../../ui/receipt-download';
import { rememberedOrder } from '../remembered-order';
import './order-confirmation-page.css';

/** The four next steps of spec foundation §2 "order-confirmation". */
const NEXT_STEPS = [
  {
    title: 'Complete your setup',
    text: 'Answer a few questions about your business in your dashboard so we can prepare your filing.',
  },
  {
    title: 'We review and submit',
    text: 'Our team checks your answers and submits your documents to the state.',
  },
  {
    title: 'Processing time',
    text: 'The state processes standard filings in 5-7 business days, or 1 with FastTrack.',
  },
  {
    title: 'Updates and alerts',
    text: 'We will email you at every step, and your dashboard always shows where your order is.',
  },
] as const;

/** /registration/order-confirmation: the paid order, its receipt and what happens next. */
export function OrderConfirmationPage() {
  const [, navigate] = useLocation();
  const invoice = rememberedOrder();
  const { download, downloading, problem } = useReceiptDownload(invoice);

  return (
    <div className="ch-order-confirmation">
      <PageHeader
        title="Thank you! Your order is confirmed"
        subtitle={
          invoice
            ? `Order ${invoice.number} · ${formatCents(invoice.total)} paid`
            : 'Your order is confirmed.'
        }
      />
      {invoice && (
        <Button variant="secondary" onPress={download} isPending={downloading}>
          Download Receipt
        </Button>
      )}
      {problem && (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <ol className="ch-order-confirmation__steps">
        {NEXT_STEPS.map((step) => (
          <li key={step.title} className="ch-order-confirmation__step">
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <Button onPress={() => navigate('/dashboard', { replace: true })}>Go to Dashboard</Button>
    </div>
  );
}
