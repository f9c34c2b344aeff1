import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { ReactRenderer } from '@tiptap/react';
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { forwardRef, type ReactNode, useImperativeHandle, useState } from 'react';
import type { TEmoji } from '../emoji-data';
import { uiMessages } from './messages';
import type { TSearchUsers, TUserOption } from './types';

export const MENTION_RESULTS = 10;
export const EMOJI_RESULTS = 20;

type TListProps<T> = { items: T[]; command: (item: T) => void; renderItem: (item: T) => ReactNode; label: string };
type TListHandle = { onKeyDown: (event: KeyboardEvent) => boolean };

const SuggestionList = forwardRef<TListHandle, TListProps<unknown>>(function SuggestionList(
  { items, command, renderItem, label },
  ref,
) {
  const [active, setActive] = useState(0);
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    // A new query: start again from the first suggestion.
    setShownItems(items);
    setActive(0);
  }
  useImperativeHandle(ref, () => ({
    onKeyDown: (event) => {
      if (!items.length) return false;
      if (event.key === 'ArrowDown') setActive((index) => (index + 1) % items.length);
      else if (event.key === 'ArrowUp') setActive((index) => (index - 1 + items.length) % items.length);
      else if (event.key === 'Enter' || event.key === 'Tab') command(items[active]);
      else return false;
      return true;
    },
  }));
  return (
    <Paper shadow="md" withBorder p={4} role="listbox" aria-label={label} mah={180} style={{ overflowY: 'auto' }}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" p={4}>
          {uiMessages.noResults}
        </Text>
      ) : (
        items.map((item, index) => (
          <UnstyledButton
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole on each query
            key={index}
            role="option"
            aria-selected={index === active}
            display="block"
            w="100%"
            p={4}
            style={{ borderRadius: 4, background: index === active ? 'var(--mantine-primary-color-light)' : undefined }}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => command(item)}
          >
            {renderItem(item)}
          </UnstyledButton>
        ))
      )}
    </Paper>
  );
});

function place(element: HTMLElement, rect: (() => DOMRect | null) | null | undefined) {
  const box = rect?.();
  element.style.position = 'fixed';
  element.style.zIndex = '400';
  if (box) {
    element.style.left = `${box.left}px`;
    element.style.top = `${box.bottom + 4}px`;
  }
}

/** A `render` for @tiptap/suggestion: a floating list with keyboard navigation. */
export function suggestionRender<T>(label: string, renderItem: (item: T) => ReactNode): SuggestionOptions<T>['render'] {
  return () => {
    let renderer: ReactRenderer<TListHandle, TListProps<T>> | null = null;
    const toProps = (props: SuggestionProps<T>): TListProps<T> => ({
      items: props.items,
      command: (item) => props.command(item),
      renderItem,
      label,
    });
    return {
      onStart: (props) => {
        renderer = new ReactRenderer(SuggestionList as never, {
          props: toProps(props),
          editor: props.editor as Editor,
        });
        document.body.appendChild(renderer.element);
        place(renderer.element as HTMLElement, props.clientRect);
      },
      onUpdate: (props) => {
        renderer?.updateProps(toProps(props));
        if (renderer) place(renderer.element as HTMLElement, props.clientRect);
      },
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
        if (event.key === 'Escape') {
          renderer?.element.remove();
          return true;
        }
        return renderer?.ref?.onKeyDown(event) ?? false;
      },
      onExit: () => {
        renderer?.element.remove();
        renderer?.destroy();
        renderer = null;
      },
    };
  };
}

/** '@' mentions: 10 users from `searchUsers`. */
export function mentionSuggestion(searchUsers: TSearchUsers | undefined): Partial<SuggestionOptions<TUserOption>> {
  return {
    char: '@',
    items: async ({ query }) =>
      searchUsers ? (await searchUsers(query).catch(() => [])).slice(0, MENTION_RESULTS) : [],
    render: suggestionRender<TUserOption>('Użytkownicy', (user) => <Text size="sm">@{user.label}</Text>),
  };
}

/** ':' emoji: the package's 20 suggestions, rendered as a list. */
export function emojiSuggestion(): Partial<SuggestionOptions<TEmoji>> {
  return {
    render: suggestionRender<TEmoji>('Emoji', (emoji) => (
      <Text size="sm">
        {emoji.emoji} :{emoji.name}:
      </Text>
    )),
  };
}
