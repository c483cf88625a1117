/**
 * Every table, one file per domain under `schema/`, written in step with the migrations
 * (docs/database.md); the database module reads them all from here.
 */
export * from './schema/accounts.js';
export * from './schema/catalogue.js';
export * from './schema/orders.js';
export * from './schema/reputation.js';
export * from './schema/reports.js';
export * from './schema/blocks.js';
export * from './schema/favourites.js';
export * from './schema/meeting-spots.js';
export * from './schema/conversations.js';
export * from './schema/audit.js';
export * from './schema/images.js';
export * from './schema/mail.js';
export * from './schema/platform.js';
export * from './schema/places.js';
export * from './schema/saved-searches.js';
export * from './schema/meeting-shares.js';
import {
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
  users,
} from './schema/accounts.js';
import {
  categories,
  productImages,
  productListCounts,
  products,
  searchTerms,
} from './schema/catalogue.js';
import { favourites } from './schema/favourites.js';
import { auditLog, rowCounts } from './schema/audit.js';
import { orders } from './schema/orders.js';
import { accountWarnings, personReports, reports } from './schema/reports.js';
import { userBlocks } from './schema/blocks.js';
import { reviewReports, reviews, userReputation } from './schema/reputation.js';
import { imageBlobs, uploads } from './schema/images.js';
import { jobs, rateLimits, scheduledJobRuns, sharedSecrets } from './schema/platform.js';
import { meetingSpots } from './schema/meeting-spots.js';
import { emailOptOuts } from './schema/mail.js';
import { conversations, messages } from './schema/conversations.js';
import { places } from './schema/places.js';
import { savedSearchMatches, savedSearches } from './schema/saved-searches.js';
import { meetingShares } from './schema/meeting-shares.js';

export const schema = {
  users,
  sessions,
  categories,
  products,
  productImages,
  favourites,
  productListCounts,
  searchTerms,
  rowCounts,
  orders,
  reports,
  personReports,
  accountWarnings,
  userBlocks,
  reviews,
  reviewReports,
  userReputation,
  uploads,
  scheduledJobRuns,
  imageBlobs,
  rateLimits,
  meetingSpots,
  auditLog,
  jobs,
  passwordResetTokens,
  emailVerificationTokens,
  emailOptOuts,
  sharedSecrets,
  conversations,
  messages,
  places,
  savedSearches,
  savedSearchMatches,
  meetingShares,
};
