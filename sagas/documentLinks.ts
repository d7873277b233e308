import { put } from 'redux-saga/effects';
import { documentsActions } from '../src/documents/catalogue';
import { issueDocumentLinks, maxLinksPerRequest } from '../src/contract/documents';
import type { Services } from '../src/services/types';
import { callEndpoint } from './api';

/**
 * Fresh short-lived links for documents (never cached: each expires), asked for in batches: the documents centre,
 * ID cards, a policy's changes and onboarding's signed copies all open documents through them.
 */
export function* issueLinks(services: Services, documentIds: readonly string[]) {
  for (let start = 0; start < documentIds.length; start += maxLinksPerRequest) {
    const batch = documentIds.slice(start, start + maxLinksPerRequest);
    const result = yield* callEndpoint(services, issueDocumentLinks, { body: { documentIds: batch } });
    yield put(
      result.ok
        ? documentsActions.linksIssued({ links: result.value.links })
        : documentsActions.linksFailed({ documentIds: [...batch], message: result.message }),
    );
  }
}
