import { Initial1795313474456 } from './1795313474456-Initial.js';
import { CatalogueAndContent1795314757340 } from './1795314757340-CatalogueAndContent.js';
import { ForumModeration1795315355824 } from './1795315355824-ForumModeration.js';
import { EmailVerification1795567124957 } from './1795567124957-EmailVerification.js';
import { Captcha1795567410421 } from './1795567410421-Captcha.js';
import { TwoFactor1795567721589 } from './1795567721589-TwoFactor.js';
import { ForumSpeed1795569781964 } from './1795569781964-ForumSpeed.js';
import { AttemptCounter1795670500213 } from './1795670500213-AttemptCounter.js';
import { DerivedHeatLevel1795700000001 } from './1795700000001-DerivedHeatLevel.js';
import { OriginAndGrowingDays1795700000002 } from './1795700000002-OriginAndGrowingDays.js';
import { ForgivingSearch1795700000003 } from './1795700000003-ForgivingSearch.js';
import { PepperSlug1795700000004 } from './1795700000004-PepperSlug.js';
import { PepperAppearance1795800000001 } from './1795800000001-PepperAppearance.js';
import { PasswordReset1795810000001 } from './1795810000001-PasswordReset.js';
import { VocabularyChecks1795840000001 } from './1795840000001-VocabularyChecks.js';
import { PepperChangeSets1795850000001 } from './1795850000001-PepperChangeSets.js';
import { StoredFiles1795900000001 } from './1795900000001-StoredFiles.js';
import { ContentVersions1795940000001 } from './1795940000001-ContentVersions.js';
import { Notifications1796100000001 } from './1796100000001-Notifications.js';
import { ForumSearch1796300000001 } from './1796300000001-ForumSearch.js';
import { EmailChange1796400000001 } from './1796400000001-EmailChange.js';
import { IssuedAvatars1796400000201 } from './1796400000201-IssuedAvatars.js';
import { PostMentionsAndEdits1796400000202 } from './1796400000202-PostMentionsAndEdits.js';
import { NameOrder1796500000001 } from './1796500000001-NameOrder.js';
import { AuditDetails1796500000101 } from './1796500000101-AuditDetails.js';
import { StoredNameKeys1796600000001 } from './1796600000001-StoredNameKeys.js';
import { ApiKeys1796700000001 } from './1796700000001-ApiKeys.js';
import { BudgetWindows1796700000002 } from './1796700000002-BudgetWindows.js';
import { PepperLinks1796800000331 } from './1796800000331-PepperLinks.js';
import { PepperNeighbours1796800000332 } from './1796800000332-PepperNeighbours.js';
import { PostVersions1796900000001 } from './1796900000001-PostVersions.js';
import { PepperUsesAndGrowingNote1797000000001 } from './1797000000001-PepperUsesAndGrowingNote.js';
import { PepperSources1797100000001 } from './1797100000001-PepperSources.js';
import { ContentSlugs1797200000001 } from './1797200000001-ContentSlugs.js';
import { RecipePeppers1797300000001 } from './1797300000001-RecipePeppers.js';
import { ContentEditing1797300000002 } from './1797300000002-ContentEditing.js';
import { FacetStatistics1797400000001 } from './1797400000001-FacetStatistics.js';
import { ForumCategoryOrders1797400000002 } from './1797400000002-ForumCategoryOrders.js';
import { WatchesAndBookmarks1797500000001 } from './1797500000001-WatchesAndBookmarks.js';
import { NotificationMail1797500000101 } from './1797500000101-NotificationMail.js';
import { PostImages1797550000001 } from './1797550000001-PostImages.js';
import { SearchWords1797600000001 } from './1797600000001-SearchWords.js';
import { HeatLevelShuOrder1797700000001 } from './1797700000001-HeatLevelShuOrder.js';
import { ForumSearchChanges1797800000001 } from './1797800000001-ForumSearchChanges.js';
import { PepperCounterChanges1797900000001 } from './1797900000001-PepperCounterChanges.js';
import { CommentThreads1798000000001 } from './1798000000001-CommentThreads.js';
import { PepperCounterWriters1798100000001 } from './1798100000001-PepperCounterWriters.js';

/** Every migration in order, listed explicitly (globs do not work in both CommonJS and ESM). */
export const MIGRATIONS: Function[] = [
  Initial1795313474456,
  CatalogueAndContent1795314757340,
  ForumModeration1795315355824,
  EmailVerification1795567124957,
  Captcha1795567410421,
  TwoFactor1795567721589,
  ForumSpeed1795569781964,
  AttemptCounter1795670500213,
  DerivedHeatLevel1795700000001,
  OriginAndGrowingDays1795700000002,
  ForgivingSearch1795700000003,
  PepperSlug1795700000004,
  PepperAppearance1795800000001,
  PasswordReset1795810000001,
  VocabularyChecks1795840000001,
  PepperChangeSets1795850000001,
  StoredFiles1795900000001,
  ContentVersions1795940000001,
  Notifications1796100000001,
  ForumSearch1796300000001,
  EmailChange1796400000001,
  IssuedAvatars1796400000201,
  PostMentionsAndEdits1796400000202,
  NameOrder1796500000001,
  AuditDetails1796500000101,
  StoredNameKeys1796600000001,
  ApiKeys1796700000001,
  BudgetWindows1796700000002,
  PepperLinks1796800000331,
  PepperNeighbours1796800000332,
  PostVersions1796900000001,
  PepperUsesAndGrowingNote1797000000001,
  PepperSources1797100000001,
  ContentSlugs1797200000001,
  RecipePeppers1797300000001,
  ContentEditing1797300000002,
  FacetStatistics1797400000001,
  ForumCategoryOrders1797400000002,
  WatchesAndBookmarks1797500000001,
  NotificationMail1797500000101,
  PostImages1797550000001,
  SearchWords1797600000001,
  HeatLevelShuOrder1797700000001,
  ForumSearchChanges1797800000001,
  PepperCounterChanges1797900000001,
  CommentThreads1798000000001,
  PepperCounterWriters1798100000001,
];
