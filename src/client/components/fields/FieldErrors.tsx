interface Props {
  id: string;
  messages: readonly string[] | undefined;
}

/** The messages of one field, linked to its input by id (aria-describedby). */
export function FieldErrors({ id, messages }: Props) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul id={id} className="field__errors">
      {messages.map((message) => (
        <li key={message} className="field__error">
          {message}
        </li>
      ))}
    </ul>
  );
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
