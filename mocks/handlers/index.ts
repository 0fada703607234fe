import { adminMedia, contentForEdit, contentSave, subCategoryCreate } from './admin-forms';
import { contentPage } from './admin-content';
import { authLogin, authLogout, authMe } from './auth';
import { catalogueImport } from './catalogue';
import { categoryAll, categoryCreate } from './category';
import { audioPlay, contentAnalytics, contentDetail, contentTitles } from './content';
import { contentHistory, contentRestore, contentRevision } from './revisions';
import { auditTrail } from './audit';
import { correctionAccept, correctionCreate, correctionQueue, correctionReject } from './corrections';
import { staticPage } from './static-page';
import { togetherEnd, togetherEvents, togetherFollowers, togetherMove, togetherOpen, togetherPin, togetherTakeOver } from './together';
import { feedbackCreate } from './feedback';
import { mediaFileHandlers, youTubeThumbnailHandlers } from './media';
import { search, suggestions } from './search';
import { staticImageHandlers } from './static';
import {
  statsAdsRevenue,
  statsAdsRevenueImport,
  statsAnalytics,
  statsRecentContent,
  statsSearches,
  statsSearchPerformance,
  statsSummaryMonth,
  statsSummaryToday,
} from './stats';
import { contentBySubCategory, subCategoryAll, subCategoryNav, subCategoryOne } from './subcategory';

/**
 * The default handlers, keyed by what they mock. Storybook's `parameters.msw.handlers` takes this
 * object, so a story replaces one key (e.g. `subcategoryAll: subCategoryAll.error`) and keeps the rest.
 */
export const defaultHandlersByKey = {
  subcategoryAll: subCategoryAll.success,
  subcategoryNav: subCategoryNav.success,
  subcategoryOne: subCategoryOne.success,
  subcategoryContent: contentBySubCategory.success,
  contentDetail: contentDetail.success,
  contentTitles: contentTitles.success,
  contentAnalytics: contentAnalytics.success,
  audioPlay: audioPlay.success,
  search: search.success,
  suggestions: suggestions.success,
  staticPage: staticPage.success,
  feedback: feedbackCreate.success,
  correctionCreate: correctionCreate.success,
  // Sing together: the story room (mocks/handlers/together.ts).
  togetherOpen: togetherOpen.success,
  togetherEvents: togetherEvents.following,
  togetherMove: togetherMove.success,
  togetherPin: togetherPin.success,
  togetherTakeOver: togetherTakeOver.success,
  togetherEnd: togetherEnd.success,
  togetherFollowers: togetherFollowers.success,
  staticImages: staticImageHandlers,
  // The admin area (stories start signed in; the sign-in stories say otherwise).
  authMe: authMe.signedIn,
  authLogin: authLogin.success,
  authLogout: authLogout.success,
  contentPage: contentPage.success,
  categoryAll: categoryAll.success,
  categoryCreate: categoryCreate.success,
  subcategoryCreate: subCategoryCreate.success,
  contentSave: contentSave.success,
  contentForEdit: contentForEdit.success,
  contentHistory: contentHistory.success,
  contentRevision: contentRevision.success,
  contentRestore: contentRestore.success,
  correctionQueue: correctionQueue.success,
  correctionAccept: correctionAccept.success,
  correctionReject: correctionReject.success,
  auditTrail: auditTrail.success,
  adminMedia: adminMedia.success,
  mediaFiles: mediaFileHandlers,
  youTubeThumbnails: youTubeThumbnailHandlers,
  // The statistics dashboard (signed in).
  statsRecentContent: statsRecentContent.success,
  statsSearches: statsSearches.success,
  statsSummaryToday: statsSummaryToday.success,
  statsSummaryMonth: statsSummaryMonth.success,
  statsAdsRevenue: statsAdsRevenue.success,
  statsAdsRevenueImport: statsAdsRevenueImport.success,
  statsSearchPerformance: statsSearchPerformance.success,
  statsAnalytics: statsAnalytics.success,
  // The catalogue file's page (signed in).
  catalogueImport: catalogueImport.success,
};

/** Every default handler, flat (for setupServer/setupWorker). */
export const handlers = Object.values(defaultHandlersByKey).flat();

export { subCategoryAll, subCategoryAllErrorOnce, subCategoryAllFailsAfterFirst, subCategoryNav } from './subcategory';
export { staticImageHandlers } from './static';
