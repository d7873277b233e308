import { bindLineOf, bindSteps, type BindStep } from '../../config/rating/bindSteps';
import { quoteSectionsOf, type Quote, type QuoteSectionName, type QuoteType } from '../contract/quoting';
import { quotingRoutes } from '../shared/routes/quoting';
import { bindSlugs, sectionNames, sectionSlugs } from '../shared/quoteSteps';

export { bindStepBySlug, quoteTypeNames, sectionBySlug, sectionNames } from '../shared/quoteSteps';

// Where the quote flow goes next: its addresses come from the quoting routes (src/shared/routes/quoting.ts).

export const sectionPath = (type: QuoteType, section: QuoteSectionName) =>
  quotingRoutes.quoteSection.to({ quoteTypePrefix: type, section: sectionSlugs[section] });
export const summaryPath = (type: QuoteType) => quotingRoutes.quoteSummary.to({ quoteTypePrefix: type });
export const knockoutPath = (type: QuoteType) => quotingRoutes.quoteKnockout.to({ quoteTypePrefix: type });
export const bindStepPath = (type: QuoteType, step: BindStep) =>
  quotingRoutes.bindStep.to({ quoteTypePrefix: type, step: bindSlugs[step] });
export const bindConfirmationPath = (type: QuoteType) => quotingRoutes.bindConfirmation.to({ quoteTypePrefix: type });

/** The steps shown in the step indicator: the sections, then the summary. */
export const stepNamesOf = (type: QuoteType) => [...quoteSectionsOf[type].map((s) => sectionNames[s]), 'Summary'];

/** Where the prospect goes after a section: the next section, or the summary. */
export function nextPath(type: QuoteType, section: QuoteSectionName): string {
  const sections = quoteSectionsOf[type];
  const next = sections[sections.indexOf(section) + 1];
  return next ? sectionPath(type, next) : summaryPath(type);
}

export function previousPath(type: QuoteType, section: QuoteSectionName): string {
  const sections = quoteSectionsOf[type];
  const previous = sections[sections.indexOf(section) - 1];
  return previous ? sectionPath(type, previous) : quotingRoutes.quoteStart.to({});
}

export function nextBindPath(type: QuoteType, step: BindStep): string {
  const line = bindLineOf(type);
  const steps = line ? bindSteps[line] : [];
  const next = steps[steps.indexOf(step) + 1];
  return next ? bindStepPath(type, next) : bindConfirmationPath(type);
}

export { bindLineOf, bindSteps };

/** Where a quote continues: its knockout, its confirmation, its summary, or its first unanswered section. */
export function resumePathOf(quote: Quote): string {
  if (quote.status === 'knockedOut') return knockoutPath(quote.quoteType);
  if (quote.status === 'bound') return bindConfirmationPath(quote.quoteType);
  const missing = quoteSectionsOf[quote.quoteType].find((s) => quote.sections[s] === undefined);
  return missing ? sectionPath(quote.quoteType, missing) : summaryPath(quote.quoteType);
}
