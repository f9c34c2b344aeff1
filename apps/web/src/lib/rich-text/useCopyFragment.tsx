import { Menu, Paper, Portal, Text } from '@mantine/core';
import { IconCopy, IconHash } from '@tabler/icons-react';
import { isPremium } from '@zadania/shared';
import {
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useViewer } from '../session/useViewer';
import { showToast } from '../toasts';
import { blockLink, findAnchorId, findBlock, writeToClipboard } from './copy-fragment';
import { richLabels } from './labels';

type TMenuState = { x: number; y: number; anchorId: string | null };

const HOVER_ATTRIBUTE = 'data-rich-hover';

/** Whether the browser's own context menu fits better: links, media, or a text selection to copy. */
function wantsNativeMenu(root: HTMLElement, event: ReactMouseEvent): boolean {
  if (event.shiftKey) return true;
  const target = event.target as Element;
  if (target.closest?.('a[href], video, iframe')) return true;
  const selection = window.getSelection();
  return !!selection && !selection.isCollapsed && root.contains(selection.anchorNode);
}

function FragmentMenu({
  state,
  onClose,
  onPick,
  onCopyId,
}: {
  state: TMenuState;
  onClose: () => void;
  onPick: () => void;
  onCopyId: (id: string) => void;
}) {
  const { viewer } = useViewer();
  const premium = isPremium(viewer);
  return (
    <Portal>
      <Menu opened onChange={(opened) => !opened && onClose()} position="bottom-start" shadow="md" withinPortal>
        <Menu.Target>
          <div
            aria-hidden
            style={{ position: 'fixed', left: state.x, top: state.y, width: 1, height: 1, pointerEvents: 'none' }}
          />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            // Premium: the action looks disabled but still explains itself with a toast (docs/product-spec.md section 6).
            c={premium ? undefined : 'dimmed'}
            aria-disabled={premium ? undefined : true}
            onClick={() => {
              if (premium) onPick();
              else showToast({ variant: 'warning', title: richLabels.premiumTitle, message: richLabels.premiumText });
            }}
          >
            {richLabels.copyFragment}
          </Menu.Item>
          {state.anchorId && (
            <Menu.Item leftSection={<IconHash size={16} aria-hidden />} onClick={() => onCopyId(state.anchorId ?? '')}>
              {richLabels.copyId}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Portal>
  );
}

async function copyWithToast(content: { html?: string; text: string }, message?: string) {
  try {
    await writeToClipboard(content);
    showToast({
      variant: 'success',
      title: message ? richLabels.copied : undefined,
      message: message ?? richLabels.copied,
    });
  } catch {
    showToast({ variant: 'error', message: richLabels.copyFailed });
  }
}

/**
 * The copyable-fragment mode of rich content (docs/product-spec.md section 4): the context menu offers 'Kopiuj fragment'
 * (then hovering highlights blocks and a click copies the block's stored HTML with its #id link) and
 * 'Kopiuj #ID' (the page URL with the nearest id as hash).
 */
export function useCopyFragment(rootRef: RefObject<HTMLElement | null>, blocks: readonly string[], enabled: boolean) {
  const [menu, setMenu] = useState<TMenuState | null>(null);
  const [picking, setPicking] = useState(false);
  const hovered = useRef<HTMLElement | null>(null);

  const setHovered = useCallback((block: HTMLElement | null) => {
    if (hovered.current === block) return;
    hovered.current?.removeAttribute(HOVER_ATTRIBUTE);
    block?.setAttribute(HOVER_ATTRIBUTE, 'true');
    hovered.current = block;
  }, []);

  const stopPicking = useCallback(() => {
    setHovered(null);
    setPicking(false);
  }, [setHovered]);

  useEffect(() => {
    if (!picking) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') stopPicking();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [picking, stopPicking]);

  const onContextMenu = (event: ReactMouseEvent<HTMLElement>) => {
    const root = rootRef.current;
    if (!enabled || !root?.contains(event.target as Node) || wantsNativeMenu(root, event)) return;
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY, anchorId: findAnchorId(root, event.target) });
  };

  const onMouseOver = (event: ReactMouseEvent<HTMLElement>) => {
    if (picking) setHovered(findBlock(rootRef.current, event.target));
  };

  const onMouseLeave = () => {
    if (picking) setHovered(null);
  };

  const onClickCapture = (event: ReactMouseEvent<HTMLElement>) => {
    if (!picking) return;
    const block = findBlock(rootRef.current, event.target);
    if (!block) return;
    event.preventDefault();
    event.stopPropagation();
    stopPicking();
    const html = blocks[Number(block.getAttribute('data-rich-block'))] ?? block.outerHTML;
    const link = block.id ? blockLink(block.id) : null;
    void copyWithToast({ html, text: link ?? (block.textContent ?? '').trim() }, richLabels.pasteHint);
  };

  const element: ReactNode = (
    <>
      {menu && (
        <FragmentMenu
          state={menu}
          onClose={() => setMenu(null)}
          onPick={() => {
            setMenu(null);
            setPicking(true);
          }}
          onCopyId={(id) => {
            setMenu(null);
            void copyWithToast({ text: blockLink(id) });
          }}
        />
      )}
      {picking && (
        <Portal>
          <Paper className="rich-pick-hint" shadow="md" p="xs" withBorder role="status">
            <Text size="sm">{richLabels.pickHint}</Text>
          </Paper>
        </Portal>
      )}
    </>
  );

  return {
    picking,
    handlers: enabled ? { onContextMenu, onMouseOver, onMouseLeave, onClickCapture } : {},
    element,
  };
}
