import type { ReactNode } from 'react';
import type { CardBrand } from '../../../domain/payments/card-form';
import { CARD_BRAND_NAMES } from '../../../domain/payments/payment-method';
import './card-brand-icon.css';

const WHITE = '#ffffff';
const CARD_EDGE = '#c6cfdb';

/** A brand's name set on the card, centred unless placed. */
function Lettering({
  children,
  fill = WHITE,
  size,
  x = 20,
  italic = false,
}: {
  children: string;
  fill?: string;
  size: number;
  x?: number;
  italic?: boolean;
}) {
  return (
    <text
      x={x}
      y={13 + size * 0.36}
      textAnchor="middle"
      fill={fill}
      fontSize={size}
      fontWeight={700}
      fontStyle={italic ? 'italic' : undefined}
      fontFamily="Arial, Helvetica, sans-serif"
    >
      {children}
    </text>
  );
}

function Card({ fill, children }: { fill: string; children: ReactNode }) {
  return (
    <>
      <rect x={0.5} y={0.5} width={39} height={25} rx={3.5} fill={fill} stroke={CARD_EDGE} />
      {children}
    </>
  );
}

/**
 * Each brand drawn from simple shapes in its own colours with its name or letters: enough to
 * recognise at a glance, without reproducing the brands' logo artwork.
 */
const ARTWORK: Record<CardBrand, ReactNode> = {
  visa: (
    <Card fill="#1a1f71">
      <Lettering size={11} italic>
        VISA
      </Lettering>
    </Card>
  ),
  mastercard: (
    <Card fill={WHITE}>
      <circle cx={16} cy={13} r={7.5} fill="#eb001b" />
      <circle cx={24} cy={13} r={7.5} fill="#f79e1b" fillOpacity={0.85} />
    </Card>
  ),
  amex: (
    <Card fill="#016fd0">
      <Lettering size={10}>AMEX</Lettering>
    </Card>
  ),
  diners: (
    <Card fill="#0079be">
      <Lettering size={7.5}>DINERS</Lettering>
    </Card>
  ),
  jcb: (
    <Card fill={WHITE}>
      <rect x={6} y={4} width={9} height={18} rx={2.5} fill="#0e4c96" />
      <rect x={15.5} y={4} width={9} height={18} rx={2.5} fill="#e21836" />
      <rect x={25} y={4} width={9} height={18} rx={2.5} fill="#007b40" />
      <Lettering size={8} x={10.5}>
        J
      </Lettering>
      <Lettering size={8} x={20}>
        C
      </Lettering>
      <Lettering size={8} x={29.5}>
        B
      </Lettering>
    </Card>
  ),
  discover: (
    <Card fill={WHITE}>
      <Lettering size={6.5} fill="#231f20">
        DISCOVER
      </Lettering>
      <path d="M20 25.5h16.5a3 3 0 0 0 3-3V19Z" fill="#f58220" />
    </Card>
  ),
  unionpay: (
    <Card fill={WHITE}>
      <path d="M7 4h9l-4 18H3Z" fill="#e21836" />
      <path d="M16 4h9l-4 18h-9Z" fill="#00447c" />
      <path d="M25 4h9l-4 18h-9Z" fill="#007b84" />
      <Lettering size={6}>UnionPay</Lettering>
    </Card>
  ),
};

/** A card brand's icon; its accessible name is the brand's name. */
export function CardBrandIcon({ brand }: { brand: CardBrand }) {
  return (
    <svg
      className="ch-card-brand"
      viewBox="0 0 40 26"
      width={40}
      height={26}
      role="img"
      aria-label={CARD_BRAND_NAMES[brand]}
      focusable="false"
    >
      {ARTWORK[brand]}
    </svg>
  );
}
