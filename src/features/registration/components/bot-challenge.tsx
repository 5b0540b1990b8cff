import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../ui/notice';
import { RECAPTCHA_NOT_LOADED } from '../api/bot-check';
import { renderV2Challenge } from '../api/v2-challenge';
import './bot-challenge.css';

export interface BotChallengeProps {
  onSolved: (token: string) => void;
}

/**
 * The stronger bot check (reCAPTCHA v2, spec foundation §4), shown when the server answered
 * require_v2. Solving it starts the registration; nothing typed is at stake yet.
 */
export function BotChallenge({ onSolved }: BotChallengeProps) {
  const container = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    renderV2Challenge(
      target,
      (token) => solved.current(token),
      () => setExpired(true),
    ).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : RECAPTCHA_NOT_LOADED),
    );
  }, []);

  return (
    <section className="ch-bot-challenge" aria-labelledby="ch-bot-challenge-title">
      <h2 id="ch-bot-challenge-title" className="ch-bot-challenge__title">
        Please confirm you are not a robot
      </h2>
      <p className="ch-bot-challenge__text">
        We need one more check before your registration starts. Tick the box below; your answers
        begin on the next screen.
      </p>
      <div ref={container} className="ch-bot-challenge__widget" />
      {expired && !problem && (
        <Notice tone="warning" role="status">
          The check timed out. Please tick the box again.
        </Notice>
      )}
      {problem && (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      )}
    </section>
  );
}
