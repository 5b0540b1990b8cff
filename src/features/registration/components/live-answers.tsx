import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Answers } from '../../../domain/questionnaire/page-definition';
import type { LiveAnswers, RegistrationOrder } from '../../../order/use-registration-order';

interface LiveAnswersValue {
  answers: LiveAnswers;
  /** Keeps what a page's visitor is answering now, for the order summary and the cards. */
  report: (page: string, answers: Answers) => void;
  /** The order the summary shows, once it has been built (the filing cards price from it). */
  order: RegistrationOrder | null;
  reportOrder: (order: RegistrationOrder) => void;
}

const NONE: LiveAnswersValue = {
  answers: {},
  report: () => undefined,
  order: null,
  reportOrder: () => undefined,
};
const LiveAnswersContext = createContext<LiveAnswersValue>(NONE);

/**
 * The registration pages' answers as the visitor types them, for the screens that follow them
 * live (the order summary beside the form, the plan cards' prices): the question page reports
 * its answers, the summary the order it builds from them, and the rest of the screen reads both.
 */
export function LiveAnswersProvider({ children }: { children: ReactNode }) {
  const [answers, setAnswers] = useState<LiveAnswers>({});
  const report = useCallback(
    (page: string, pageAnswers: Answers) =>
      setAnswers((current) =>
        current[page] === pageAnswers ? current : { ...current, [page]: pageAnswers },
      ),
    [],
  );
  const [order, reportOrder] = useState<RegistrationOrder | null>(null);
  const value = useMemo(() => ({ answers, report, order, reportOrder }), [answers, report, order]);
  return <LiveAnswersContext.Provider value={value}>{children}</LiveAnswersContext.Provider>;
}

export function useLiveAnswers(): LiveAnswersValue {
  return useContext(LiveAnswersContext);
}
