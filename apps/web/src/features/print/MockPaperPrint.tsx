import type { TMockItemForStudent, TMockPrintPaper } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/RichContent';
import './print.pl';

/**
 * A paper solved against the clock, printed as the exam sheet: each item with its points, the options, the P/F
 * statements or the parts to match, and room to write an open item's solution. No keys, no solutions.
 */
export function MockPaperPrint({ paper }: { paper: TMockPrintPaper }) {
  return (
    <>
      {paper.items.map((item) => (
        <section key={item.position} className="print-task" aria-labelledby={`print-task-${item.position}`}>
          <PrintItemHeading item={item} />
          <RichContent html={item.statementHtml} />
          <PrintItemAnswerSpace item={item} />
        </section>
      ))}
    </>
  );
}

function PrintItemHeading({ item }: { item: TMockItemForStudent }) {
  const { t } = useTranslation();
  return (
    <h2 className="print-task-heading" id={`print-task-${item.position}`}>
      <span>{t('print.task', { n: item.position })}</span>
      <span className="print-points">{t('print.points', { points: item.maxPoints })}</span>
    </h2>
  );
}

/** What the sheet gives for the answer: lettered options, P/F per statement, parts to match, or blank room. */
function PrintItemAnswerSpace({ item }: { item: TMockItemForStudent }) {
  const { t } = useTranslation();
  switch (item.type) {
    case 'CLOSED':
      return <LetteredOptions options={item.options} />;
    case 'TRUE_FALSE':
      return (
        <ol className="print-mock-parts">
          {item.statements.map((statement, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: statements are fixed, in the paper's order
            <li key={index}>
              <RichContent html={statement.html} style={{ flex: 1 }} />
              <span className="print-mock-choice">{t('print.mock.trueFalse')}</span>
            </li>
          ))}
        </ol>
      );
    case 'MATCHING':
      return (
        <>
          <ol className="print-mock-parts">
            {item.prompts.map((prompt, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: prompts are fixed, in the paper's order
              <li key={index}>
                <RichContent html={prompt.html} style={{ flex: 1 }} />
                {prompt.optionKeys ? <span className="print-mock-choice">{prompt.optionKeys.join(' / ')}</span> : null}
              </li>
            ))}
          </ol>
          <LetteredOptions options={item.options} />
        </>
      );
    case 'OPEN':
      return <div className="print-mock-room">{t('print.mock.room')}</div>;
  }
}

function LetteredOptions({ options }: { options: readonly { key: string; html: string }[] }) {
  return (
    <ul className="print-answers">
      {options.map((option) => (
        <li key={option.key}>
          <span className="print-answer-letter">{option.key}.</span>
          <RichContent html={option.html} style={{ flex: 1 }} />
        </li>
      ))}
    </ul>
  );
}
