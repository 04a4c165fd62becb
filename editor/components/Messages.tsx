import { useCallback, useRef, useState } from 'react';

export interface Message {
  id: number;
  text: string;
}

/** Messages that stay until the editor dismisses them (issue 25, 3: a 409 once vanished with the next list answer). */
export function useMessages() {
  const [messages, setMessages] = useState<Message[]>([]);
  const next = useRef(0);
  const add = useCallback((text: string) => {
    const id = ++next.current;
    // The same message twice is said once.
    setMessages((list) => (list.some((m) => m.text === text) ? list : [...list, { id, text }]));
  }, []);
  const dismiss = useCallback((id: number) => setMessages((list) => list.filter((m) => m.id !== id)), []);
  return { messages, add, dismiss };
}

export function Messages({ messages, onDismiss }: { messages: Message[]; onDismiss: (id: number) => void }) {
  if (!messages.length) return null;
  return (
    <ul className="ed-messages" aria-label="Avisos">
      {messages.map((m) => (
        <li key={m.id}>
          <span role="alert">{m.text}</span>
          <button type="button" aria-label={`Cerrar el aviso «${m.text}»`} onClick={() => onDismiss(m.id)}>
            Cerrar
          </button>
        </li>
      ))}
    </ul>
  );
}
