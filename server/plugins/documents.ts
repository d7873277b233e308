import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import { limits } from '../../config/product';
import {
  documentDownloadPath,
  getDocuments,
  issueDocumentLinks,
  maxLinksPerRequest,
  uploadClaimDocument,
  uploadPolicyDocument,
  walletPassIdOf,
} from '../../src/contract/documents';
import { loadRemoteConfig, overridesFromEnv } from '../config/remoteConfig';
import { loadOrCreateWalletCertificates, type WalletCertificates } from '../documents/wallet';
import { documentMessages } from '../../src/validation/messages';
import type { Database } from '../db/schema';
import type { Clock } from '../clock';
import { businessToday } from '../../src/validation/dates';
import { claimFileNumberPattern } from '../../src/contract/identifiers';
import { documentFile, documentsOf, ownsClaimFile, uploadedDocument } from '../documents/library';
import { readUploadedFile, storeUpload, uploadContent, type UploadTarget } from '../documents/uploads';
import type { LinkIssuer } from '../documents/downloads';
import { contractRoute } from '../http/contractRoute';
import { badRequest, notFound, type HttpError } from '../http/errors';
import { partyIdOf } from '../policies/details';
import { principalOf, type Guards } from '../http/guards';
import { answerOf, idempotencyKeyOf, runOnce, succeeded } from '../http/idempotency';
import { policyNotFound, policyNumberParam } from '../policies/params';
import { ownsPolicy } from '../policies/queries';

export interface DocumentsPluginOptions {
  db: Kysely<Database>;
  clock: Clock;
  guards: Guards;
  links: LinkIssuer;
  env: Record<string, string | undefined>;
}

export const documentNotFound = () => notFound('We could not find that document.');
export const claimFileNotFound = () => notFound('We could not find that claim.');

/** The party documents call, signed download links, and the download itself. */
export const documentsPlugin: FastifyPluginAsync<DocumentsPluginOptions> = async (app, { db, guards, links, env, clock }) => {
  const envOverrides = overridesFromEnv(env);
  let certificates: Promise<WalletCertificates> | undefined;
  /** The wallet certificates while the AppleWallet flag is on (made on the first pass asked for), else null. */
  const walletWhenOn = async () => {
    const config = await loadRemoteConfig(db, envOverrides);
    if (config.flags.AppleWallet !== 'true') return null;
    certificates ??= loadOrCreateWalletCertificates(db, env).catch((error: unknown) => {
      certificates = undefined;
      throw error;
    });
    return certificates;
  };

  const partyOf = async (loginId: string) => {
    const partyId = await partyIdOf(db, loginId);
    if (!partyId) throw notFound('We could not find your customer record.');
    return partyId;
  };

  contractRoute(app, getDocuments, {
    preHandler: guards.customer,
    handler: async ({ request }) => ({
      documents: await documentsOf(db, await partyOf(principalOf(request).loginId), businessToday(clock.now())),
    }),
  });

  contractRoute(app, issueDocumentLinks, {
    preHandler: guards.customer,
    handler: async ({ request, body }) => {
      if (body.documentIds.length > maxLinksPerRequest) throw badRequest(`Ask for at most ${maxLinksPerRequest} documents at a time.`);
      const partyId = await partyOf(principalOf(request).loginId);
      const documents = await documentsOf(db, partyId, businessToday(clock.now()));
      const passes =
        body.documentIds.some((id) => id.startsWith('wallet-')) && (await walletWhenOn())
          ? documents.filter((d) => d.documentId.startsWith('idcard-')).map((d) => walletPassIdOf(d.documentId))
          : [];
      const owned = new Set([...documents.map((d) => d.documentId), ...passes]);
      if (!body.documentIds.every((id) => owned.has(id))) throw documentNotFound();
      return { links: body.documentIds.map((id) => links.issue(id, partyId)) };
    },
  });

  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 0, parts: 1 } });

  /** Stores the one file of the request for a target the caller owns (checked by `owned` before the file is read). */
  async function receiveUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    target: UploadTarget,
    owned: (partyId: string) => Promise<boolean>,
    notOwned: () => HttpError,
  ) {
    const key = idempotencyKeyOf(request.headers);
    const partyId = await partyOf(principalOf(request).loginId);
    if (!(await owned(partyId))) throw notOwned();
    const file = await readUploadedFile(request);
    const upload = { partyId, key, target, ...file };
    const outcome = await runOnce(db, { key, partyId, content: uploadContent(upload) }, async (trx) =>
      succeeded({ document: uploadedDocument(await storeUpload(trx, upload)) }),
    );
    return answerOf<{ document: ReturnType<typeof uploadedDocument> }>(outcome, reply);
  }

  // One file a request, so each has its own progress and can be retried alone.
  contractRoute(app, uploadPolicyDocument, {
    preHandler: guards.customer,
    onBadParams: policyNotFound,
    handler: async ({ request, reply, params }) => {
      const policyNumber = policyNumberParam(params.policyNumber);
      return receiveUpload(request, reply, { policyNumber }, (partyId) => ownsPolicy(db, partyId, policyNumber), policyNotFound);
    },
  });

  contractRoute(app, uploadClaimDocument, {
    preHandler: guards.customer,
    onBadParams: claimFileNotFound,
    handler: async ({ request, reply, params }) => {
      const claimFileNumber = params.fileNumber;
      if (!claimFileNumberPattern.test(claimFileNumber)) throw claimFileNotFound();
      return receiveUpload(
        request,
        reply,
        { claimFileNumber },
        (partyId) => ownsClaimFile(db, partyId, claimFileNumber),
        claimFileNotFound,
      );
    },
  });

  // Outside the contract: a browser follows this link and gets the file itself.
  app.get<{ Querystring: { token?: string; download?: string } }>(
    documentDownloadPath,
    {
      config: {
        openapi: {
          operationId: 'downloadDocument',
          tag: 'documents',
          summary: 'A document (PDF, image or Apple Wallet pass), through a signed link the links call gave out',
          query: {
            token: { description: 'The signed, short-lived token of the link', required: true },
            download: { description: 'Any value: sent as an attachment rather than shown' },
          },
          responses: {
            '200': { description: 'The document, in its own media type' },
            '404': { description: "The document is no longer the holder's" },
            '410': { description: 'The link expired or was altered', mediaType: 'text/plain' },
          },
        },
      },
    },
    async (request, reply) => {
      const claims = typeof request.query.token === 'string' ? links.signer.verify(request.query.token) : undefined;
      if (!claims) return reply.code(410).type('text/plain; charset=utf-8').send(documentMessages.linkExpired);
      const file = await documentFile(
        db,
        claims.partyId,
        claims.documentId,
        businessToday(clock.now()),
        claims.documentId.startsWith('wallet-') ? await walletWhenOn() : null,
      );
      if (!file) throw documentNotFound();
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type(file.contentType)
        .header('content-disposition', `${disposition}; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(Buffer.from(file.bytes));
    },
  );
};
