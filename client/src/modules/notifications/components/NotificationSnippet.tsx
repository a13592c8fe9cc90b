import { PostText } from '../../ui/components/PostText';

export interface NotificationSnippetProps {
  text: string;
}

/**
 * The start of the post a notification points to, as its reader sees it: the server's one Markdown renderer
 * reads the post as text (Notification.snippet: no Markdown syntax, `[[Pepper]]` as the name, cut at a word).
 */
export function NotificationSnippet({ text }: NotificationSnippetProps) {
  return (
    <p className="notification__snippet" dir="auto">
      <PostText text={text} />
    </p>
  );
}
