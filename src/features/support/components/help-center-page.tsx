import { useEffect, useState } from 'react';
import {
  articlesOfTopic,
  filterHelpArticles,
  HELP_ARTICLES,
  HELP_TOPICS,
  type HelpArticle,
} from '../../../domain/help/help-articles';
import { SUBMIT_REQUEST_PATH } from '../../../domain/services/service-paths';
import { ContentBlocks } from '../../../ui/content-blocks';
import { LinkButton } from '../../../ui/link-button';
import { MenuChevron } from '../../../ui/menu-chevron';
import { PageHeader } from '../../../ui/page-header';
import { SearchField } from '../../../ui/search-field';
import { StateFilingTimes } from './state-filing-times';
import './help-center-page.css';

export const HELP_CENTER_TITLE = 'Help Center';
/** The longest filter the box takes: a question, not an essay. */
const FILTER_MAX_LENGTH = 128;

const ARTICLE_IDS = new Set(HELP_ARTICLES.map((article) => article.id));

/** The answer the address names (/help-center#refunds), if it names one. */
function answerInAddress(): string | null {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null;
  }
  return ARTICLE_IDS.has(id) ? id : null;
}

const topicSectionId = (topic: string) => `topic-${topic}`;
const questionId = (article: HelpArticle) => `${article.id}-question`;

function HelpAnswer({
  article,
  open,
  onToggle,
}: {
  article: HelpArticle;
  open: boolean;
  onToggle: () => void;
}) {
  const answerId = `${article.id}-answer`;
  return (
    <li id={article.id} className="ch-help-answer">
      <h3 className="ch-help-answer__question">
        <button
          type="button"
          id={questionId(article)}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
        >
          <span>{article.question}</span>
          <MenuChevron />
        </button>
      </h3>
      <div id={answerId} className="ch-help-answer__body" hidden={!open}>
        <ContentBlocks
          blocks={article.answer}
          // The live part loads only once the answer is open.
          after={article.widget && open ? { 0: <StateFilingTimes /> } : undefined}
        />
        <p className="ch-help-answer__permalink">
          <a href={`#${article.id}`}>Link to this answer</a>
        </p>
      </div>
    </li>
  );
}

function FilterResult({ filter, count }: { filter: string; count: number }) {
  const typed = filter.trim();
  return (
    <p className="ch-help-center__result" role="status">
      {typed === ''
        ? ''
        : count === 0
          ? `No answer matches “${typed}”. Try other words, or ask us below.`
          : `${count} ${count === 1 ? 'answer matches' : 'answers match'} “${typed}”.`}
    </p>
  );
}

/**
 * /help-center: the answers owners ask for most, by topic (src/domain/help), each a disclosure
 * with its own address (#id: opened and scrolled to), a filter over them, and how to reach the
 * support team.
 */
export function HelpCenterPage() {
  const [filter, setFilter] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => {
    const named = answerInAddress();
    return new Set(named ? [named] : []);
  });
  // The answer the address has just named, to be scrolled to once it is on the page.
  const [target, setTarget] = useState<string | null>(answerInAddress);

  useEffect(() => {
    const followAddress = () => {
      const named = answerInAddress();
      if (named === null) return;
      setFilter('');
      setOpenIds((ids) => new Set([...ids, named]));
      setTarget(named);
    };
    window.addEventListener('hashchange', followAddress);
    return () => window.removeEventListener('hashchange', followAddress);
  }, []);

  useEffect(() => {
    if (target === null) return;
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
    document.getElementById(`${target}-question`)?.focus({ preventScroll: true });
    setTarget(null);
  }, [target]);

  const toggle = (id: string) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const shown = filterHelpArticles(filter);
  const topics = HELP_TOPICS.map((topic) => ({
    ...topic,
    articles: articlesOfTopic(topic.id, shown),
  })).filter((topic) => topic.articles.length > 0);

  return (
    <div className="ch-help-center">
      <PageHeader
        title={HELP_CENTER_TITLE}
        subtitle="Answers to what business owners ask us most, and how to reach our support team."
      />
      <SearchField
        label="Search the answers"
        className="ch-help-center__filter"
        value={filter}
        onChange={setFilter}
        placeholder="For example: refund, annual report, EIN"
        maxLength={FILTER_MAX_LENGTH}
      />
      <FilterResult filter={filter} count={shown.length} />
      {topics.length > 0 && (
        <nav className="ch-help-center__topics" aria-label="Help topics">
          <ul>
            {topics.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topicSectionId(topic.id)}`}>
                  <span className="ch-help-center__topic-title">{topic.title}</span>
                  <span className="ch-help-center__topic-summary">{topic.summary}</span>
                  <span className="ch-help-center__topic-count">
                    {topic.articles.length} {topic.articles.length === 1 ? 'question' : 'questions'}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={topicSectionId(topic.id)}
          className="ch-help-center__topic"
          aria-labelledby={`${topicSectionId(topic.id)}-title`}
        >
          <h2 id={`${topicSectionId(topic.id)}-title`}>{topic.title}</h2>
          <ul className="ch-help-center__answers">
            {topic.articles.map((article) => (
              <HelpAnswer
                key={article.id}
                article={article}
                open={openIds.has(article.id)}
                onToggle={() => toggle(article.id)}
              />
            ))}
          </ul>
        </section>
      ))}
      <section className="ch-help-center__contact" aria-labelledby="help-contact-title">
        <h2 id="help-contact-title">Still need help?</h2>
        <p>Our support team is a request away.</p>
        <LinkButton to={SUBMIT_REQUEST_PATH}>Submit a request</LinkButton>
      </section>
    </div>
  );
}
