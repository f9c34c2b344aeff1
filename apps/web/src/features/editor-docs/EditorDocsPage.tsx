import '@mantine/core/styles/Kbd.css';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Kbd,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { TitledSection } from '../../components/TitledSection';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { EditorComments } from './EditorComments';
import { describeKeys, editorShortcuts, editorToolGroups, isEditorDebug, type TToolDoc } from './editor-tool-docs';

const playgroundStart =
  '<h2>Wypróbuj edytor</h2><p>Pole trójkąta o podstawie <span data-type="inline-math" data-latex="a"></span> i wysokości <span data-type="inline-math" data-latex="h"></span> to:</p><div data-type="block-math" id="id-docs0000001" data-latex="P = \\frac{1}{2} a h"></div><p>Zaznacz tekst, wstaw wzór (Ctrl+M) albo tabelę i zobacz, jak działa każde narzędzie.</p>';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** /editor: what every tool of the editor does, a live example of each, and #comments for reports. */
export function EditorDocsPage() {
  useDocumentTitle('Edytor');
  const location = useLocation();
  const [demo, setDemo] = useState<TToolDoc | null>(null);
  const mac = isMac();
  const isAdmin = useViewer().viewer?.role === 'ADMIN';
  const debug = isEditorDebug(location.search);

  useEffect(() => {
    if (location.hash !== '#comments') return;
    const timer = window.setTimeout(() => document.getElementById('comments')?.scrollIntoView(), 300);
    return () => window.clearTimeout(timer);
  }, [location.hash]);

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Edytor</Title>
          <Text c="dimmed" maw={720}>
            W tym edytorze nauczyciele piszą zadania i rozwiązania, a wszyscy — komentarze, recenzje i wiadomości.
            Obsługuje prawdziwą matematykę (LaTeX), numerowane równania z odwołaniami, rysunki, tabele, przypisy i
            cytowania.
          </Text>
        </Stack>

        <Paper withBorder p="md" radius="md">
          {/* Uncontrolled: nothing on this page needs the playground's HTML. */}
          <RichTextEditor
            variant="full"
            value={playgroundStart}
            aria-label="Edytor do wypróbowania"
            admin={isAdmin}
            debug={debug}
          />
        </Paper>

        {demo && (
          <Paper withBorder p="md" radius="md" data-testid="tool-demo">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                Przykład: {demo.title}
              </Title>
              <Button variant="subtle" onClick={() => setDemo(null)}>
                Zamknij przykład
              </Button>
            </Group>
            <RichTextEditor
              key={demo.name}
              variant="demo"
              demo={demo.name}
              admin={isAdmin}
              height={200}
              aria-label={`Przykład: ${demo.title}`}
            />
          </Paper>
        )}

        {editorToolGroups.map((group) => (
          <TitledSection key={group.id} id={`tools-${group.id}`} title={group.title}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {group.tools.map((tool) => (
                <Card key={tool.name} withBorder radius="md" padding="md">
                  <Stack gap={6} h="100%">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={600}>{tool.title}</Text>
                      {tool.shortcut && (
                        <Badge variant="light" color="gray" tt="none">
                          {describeKeys(tool.shortcut, mac)}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {tool.description}
                    </Text>
                    {tool.admin && !isAdmin ? (
                      <Text size="xs" c="dimmed">
                        Przykład dostępny tylko dla administratora.
                      </Text>
                    ) : null}
                    <Button
                      variant="light"
                      size="xs"
                      disabled={tool.admin && !isAdmin}
                      onClick={() => {
                        setDemo(tool);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                      aria-label={`Pokaż przykład: ${tool.title}`}
                    >
                      Pokaż przykład
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </TitledSection>
        ))}

        <TitledSection id="shortcuts-title" title="Skróty klawiszowe">
          <Table striped withTableBorder maw={560}>
            <Table.Tbody>
              {editorShortcuts.map((shortcut) => (
                <Table.Tr key={shortcut.keys}>
                  <Table.Td>
                    <Kbd>{describeKeys(shortcut.keys, mac)}</Kbd>
                  </Table.Td>
                  <Table.Td>{shortcut.action}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TitledSection>

        <EditorComments />
      </Stack>
    </Container>
  );
}
