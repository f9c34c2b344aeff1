import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { THomeworkRequestFile } from '@zadania/shared';

/** The files of a request or of its solution, as links under a label; nothing without files. */
export function RequestFileList({ files, label }: { files: THomeworkRequestFile[]; label: string }) {
  if (!files.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <List size="sm" spacing={4} aria-label={label} icon={<IconFile size={16} aria-hidden />}>
        {files.map((file) => (
          <List.Item key={file.id}>
            <Anchor href={file.url} target="_blank" rel="noopener">
              {file.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
