/**
 * The documents of what a member does on a topic (post, edit, delete, like): loaded with their first such action (a chunk of its
 * own), not with every reader's topic page (the page's initial JS stays inside its budget).
 */
export {
  AddCommentDocument,
  DeleteCommentDocument,
  EditCommentDocument,
  ToggleCommentLikeDocument,
  ToggleTopicLikeDocument,
} from '@/generated/graphql';
