export interface NotificationSnippetProps {
  text: string;
}

/**
 * The start of the post a notification points to, as plain text for now. The one place a snippet is
 * drawn, so the shared Markdown renderer can replace it here.
 */
export function NotificationSnippet({ text }: NotificationSnippetProps) {
  return (
    <p className="notification__snippet" dir="auto">
      {text}
    </p>
  );
}
