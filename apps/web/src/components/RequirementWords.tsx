import { Text } from '@mantine/core';

/**
 * A curriculum requirement as a teacher reads it: its code in small dimmed print above its words ('SP7-8.VIII.8' over
 * 'stosuje twierdzenie Pitagorasa…'); the code alone when the curriculum does not know its words.
 */
export function RequirementWords({ code, text }: { code: string; text: string | null }) {
  if (text === null)
    return (
      <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {code}
      </Text>
    );
  return (
    <>
      <Text span size="xs" c="dimmed" display="block">
        {code}
      </Text>
      <Text span size="sm" fw={600} display="block" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </>
  );
}

/** The requirement's name read out in one go: 'SP7-8.VIII.8 stosuje twierdzenie Pitagorasa…'. */
export const requirementName = ({ code, text }: { code: string; text: string | null }) =>
  text === null ? code : `${code} ${text}`;
