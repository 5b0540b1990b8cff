import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { HelpArticle } from '../../../domain/help/help-articles';
import type * as HelpSearch from '../../../domain/help/help-search';
import { QUESTION_MAX_LENGTH } from '../../../domain/help/request-question';
import { ContentBlocks } from '../../../ui/content-blocks';
import { PlainButton } from '../../../ui/plain-button';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import './help-conversation.css';

/** The search and its index load after the page has painted, once per app. */
let searchModule: Promise<typeof HelpSearch> | undefined;
function loadSearch(): Promise<typeof HelpSearch> {
  searchModule ??= import('../../../domain/help/help-search').catch((error: unknown) => {
    searchModule = undefined;
    throw error;
  });
  return searchModule;
}

/**
 * The state answer's live part (a state picker and its sourced figures) loads only with that
 * answer: the signed-in pieces it reads stay off the public /chat's first paint.
 */
const StateFilingTimes = lazy(() =>
  import('./state-filing-times').then((m) => ({ default: m.StateFilingTimes })),
);

/** Matches listed under an answer besides it. */
const OTHER_MATCHES = 3;

export const EXAMPLE_QUESTIONS = [
  'How long does an LLC take in Texas?',
  'What does In progress mean?',
  'I got a letter asking me to pay for a certificate',
] as const;

type Reply =
  | { kind: 'searching' }
  | { kind: 'failed' }
  | { kind: 'none' }
  | { kind: 'answer'; answer: HelpArticle; others: HelpArticle[]; state?: string };

interface Turn {
  id: number;
  question: string;
  reply: Reply;
  /** Asked by the owner (not an answer shown from another's matches). */
  asked: boolean;
}

export interface HelpConversationProps {
  /**
   * Where an answer is read in full (the Help Center, on /assistant). Without it (the public
   * /chat, whose visitors cannot open the Help Center) another match shows its answer here.
   */
  answerHref?: (answerId: string) => string;
  /** The way to a human, offered when no answer is found: given the question asked. */
  humanHelp: (question: string) => ReactNode;
  /** More to read on the question from elsewhere (the Business Hub, on /assistant). */
  related?: (question: string) => ReactNode;
}

/** What the live region says of the latest reply. */
function announcement(turn: Turn | undefined): string {
  if (!turn) return '';
  switch (turn.reply.kind) {
    case 'searching':
      return 'Looking for an answer…';
    case 'failed':
      return 'The answers could not be loaded. Check your connection and ask again.';
    case 'none':
      return `No answer found for “${turn.question}”.`;
    case 'answer': {
      const { answer, others } = turn.reply;
      const more =
        others.length === 0
          ? ''
          : ` ${others.length} other ${others.length === 1 ? 'answer' : 'answers'} may help.`;
      return `Answer: ${answer.question}${more}`;
    }
  }
}

function TurnReply({
  turn,
  answerHref,
  humanHelp,
  onShow,
}: Omit<HelpConversationProps, 'related'> & {
  turn: Turn;
  onShow: (article: HelpArticle) => void;
}) {
  const { reply } = turn;
  const headingId = `help-turn-${turn.id}`;
  switch (reply.kind) {
    case 'searching':
      return <p className="ch-conversation__searching">Looking for an answer…</p>;
    case 'failed':
      return (
        <p>
          The answers could not be loaded. Check your connection and ask again, or contact our
          support team.
        </p>
      );
    case 'none':
      return (
        <section aria-labelledby={headingId} className="ch-conversation__none">
          <h2 id={headingId} tabIndex={-1} className="ch-conversation__title">
            No answer found
          </h2>
          <p>
            We could not find an answer to that in our help. Try other words, or ask our support
            team.
          </p>
          {humanHelp(turn.question)}
        </section>
      );
    case 'answer': {
      const { answer, others, state } = reply;
      return (
        <>
          <article aria-labelledby={headingId} className="ch-conversation__answer">
            <h2 id={headingId} tabIndex={-1} className="ch-conversation__title">
              {answer.question}
            </h2>
            <ContentBlocks
              blocks={answer.answer}
              after={
                answer.widget
                  ? {
                      0: (
                        <Suspense fallback={null}>
                          <StateFilingTimes named={state} />
                        </Suspense>
                      ),
                    }
                  : undefined
              }
            />
            {answerHref ? (
              <p className="ch-conversation__more">
                <a href={answerHref(answer.id)}>Read this answer in the Help Center</a>
              </p>
            ) : null}
          </article>
          {others.length > 0 ? (
            <section aria-labelledby={`${headingId}-others`} className="ch-conversation__others">
              <h3 id={`${headingId}-others`}>Other answers that may help</h3>
              <ul>
                {others.map((other) => (
                  <li key={other.id}>
                    {answerHref ? (
                      <a href={answerHref(other.id)}>{other.question}</a>
                    ) : (
                      <button
                        type="button"
                        className="ch-conversation__link"
                        onClick={() => onShow(other)}
                      >
                        {other.question}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      );
    }
  }
}

/**
 * The assistant (issue 29): a question box whose answers come from the Help Center's answers,
 * searched in the browser (src/domain/help/help-search.ts, loaded after the page paints), shown
 * as a conversation: each question, the best answer in full with its links, other matches, and,
 * when nothing answers, the way to a human the page gives. The latest reply is announced
 * politely; the question box keeps the focus, and an answer shown from a match takes it.
 */
export function HelpConversation({ answerHref, humanHelp, related }: HelpConversationProps) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [turns, setTurns] = useState<readonly Turn[]>([]);
  const nextId = useRef(1);
  const box = useRef<HTMLInputElement>(null);
  const [focusTurn, setFocusTurn] = useState<number | null>(null);

  useEffect(() => {
    void loadSearch().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (focusTurn === null) return;
    document.getElementById(`help-turn-${focusTurn}`)?.focus();
    setFocusTurn(null);
  }, [focusTurn, turns]);

  const reply = (id: number, next: Reply) =>
    setTurns((current) =>
      current.map((turn) => (turn.id === id ? { ...turn, reply: next } : turn)),
    );

  const ask = async (question: string) => {
    const id = nextId.current++;
    setTurns((current) => [
      ...current,
      { id, question, reply: { kind: 'searching' }, asked: true },
    ]);
    try {
      const { askHelp, stateNamedIn } = await loadSearch();
      const [best, ...rest] = askHelp(question, OTHER_MATCHES + 1);
      reply(
        id,
        best
          ? {
              kind: 'answer',
              answer: best.item,
              others: rest.map(({ item }) => item),
              state: stateNamedIn(question),
            }
          : { kind: 'none' },
      );
    } catch {
      reply(id, { kind: 'failed' });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = text.trim();
    setEmpty(question === '');
    if (question === '') return;
    setText('');
    void ask(question);
  };

  const show = (article: HelpArticle) => {
    const id = nextId.current++;
    setTurns((current) => [
      ...current,
      {
        id,
        question: article.question,
        reply: { kind: 'answer', answer: article, others: [] },
        asked: false,
      },
    ]);
    setFocusTurn(id);
  };

  return (
    <div className="ch-conversation">
      {turns.length === 0 ? (
        <div className="ch-conversation__intro">
          <p>Ask in your own words. For example:</p>
          <ul className="ch-conversation__examples">
            {EXAMPLE_QUESTIONS.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="ch-conversation__example"
                  onClick={() => {
                    // The examples leave with the first question: the box takes the focus.
                    box.current?.focus();
                    void ask(example);
                  }}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ol className="ch-conversation__turns" aria-label="Your questions and answers">
          {turns.map((turn) => (
            <li key={turn.id} className="ch-conversation__turn">
              <p className="ch-conversation__question">
                <VisuallyHidden>You asked: </VisuallyHidden>
                {turn.question}
              </p>
              <div className="ch-conversation__reply">
                <TurnReply
                  turn={turn}
                  answerHref={answerHref}
                  humanHelp={humanHelp}
                  onShow={show}
                />
                {related && turn.asked && turn.reply.kind !== 'searching' ? (
                  <div className="ch-conversation__others ch-conversation__related">
                    {related(turn.question)}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="ch-visually-hidden">
        {announcement(turns.at(-1))}
      </p>
      <form className="ch-conversation__ask" role="search" onSubmit={submit} noValidate>
        <div className="ch-field ch-conversation__field">
          <label className="ch-field__label" htmlFor={inputId}>
            Your question
          </label>
          <input
            ref={box}
            id={inputId}
            type="text"
            className="ch-field__input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim() !== '') setEmpty(false);
            }}
            maxLength={QUESTION_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={empty || undefined}
            aria-describedby={empty ? errorId : undefined}
          />
          {empty ? (
            <p id={errorId} className="ch-field__error">
              Type a question first.
            </p>
          ) : null}
        </div>
        <PlainButton type="submit" className="ch-conversation__send">
          Ask
        </PlainButton>
      </form>
    </div>
  );
}
