import { Badge, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementMaxBytes, commerceMessages, formatPln, type TBankStatementResult } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/TitledSection';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { useSingleFlight } from '../homework';
import { adminPaymentKeys, adminPaymentsApi } from './admin-payments-api';
import './admin-payments.pl';

/** The file's text; a bank's CSV is read in the browser and sent as text (UTF-8 assumed). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function ResultGroup({
  title,
  color,
  count,
  children,
}: {
  title: string;
  color: string;
  count: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Badge color={color} variant="light" circle={count < 10}>
          {count}
        </Badge>
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminPayments.import.none')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {children}
        </List>
      )}
    </Stack>
  );
}

/** What the import did: the payments it settled, rows already settled before, and rows for a person to look at. */
export function BankStatementResult({ result }: { result: TBankStatementResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="statement-result">
      <ResultGroup title={t('adminPayments.import.matched')} color="green" count={result.matched.length}>
        {result.matched.map((row) => (
          <List.Item key={`${row.line}-${row.paymentId}`}>
            {t('adminPayments.import.line', { line: row.line })}: {row.title} · {formatPln(row.amount)}
          </List.Item>
        ))}
      </ResultGroup>
      <ResultGroup title={t('adminPayments.import.alreadySettled')} color="gray" count={result.alreadySettled.length}>
        {result.alreadySettled.map((row) => (
          <List.Item key={`${row.line}-${row.paymentId}`}>
            {t('adminPayments.import.line', { line: row.line })}: {row.title}
          </List.Item>
        ))}
      </ResultGroup>
      <ResultGroup title={t('adminPayments.import.unmatched')} color="orange" count={result.unmatched.length}>
        {result.unmatched.map((row) => (
          <List.Item key={row.line}>
            {t('adminPayments.import.line', { line: row.line })}: {row.title || t('adminPayments.import.noTitle')} ·{' '}
            {row.amount === null ? t('adminPayments.import.noAmount') : formatPln(row.amount)} —{' '}
            <Text span c="orange">
              {row.reason}
            </Text>
          </List.Item>
        ))}
      </ResultGroup>
    </Stack>
  );
}

/** 'Import wyciągu bankowego (CSV)': open manual payments whose title and amount match are settled. */
export function BankStatementImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const once = useSingleFlight();
  const upload = useMutation({
    mutationFn: async (chosen: File) => adminPaymentsApi.importStatement(await readText(chosen)),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      showToast({
        variant: 'success',
        message: t('adminPayments.import.done', { matched: result.matched.length }),
      });
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('adminPayments.import.readError')),
  });

  const choose = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setError(chosen && chosen.size > bankStatementMaxBytes ? commerceMessages.statementTooLarge : null);
  };
  const tooLarge = !!file && file.size > bankStatementMaxBytes;

  return (
    <TitledCard id="statement-import-heading" title={t('adminPayments.import.title')} titleSize="h4" gap="md">
      <Text size="sm" c="dimmed">
        {t('adminPayments.import.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={t('adminPayments.import.file')}
          placeholder={t('adminPayments.import.placeholder')}
          accept=".csv,text/csv"
          value={file}
          onChange={choose}
          clearable
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          error={error}
          w={{ base: '100%', sm: 360 }}
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={!file || tooLarge}
          loading={upload.isPending}
          onClick={() => file && once(() => upload.mutateAsync(file))}
        >
          {t('adminPayments.import.submit')}
        </Button>
      </Group>
      {upload.data && <BankStatementResult result={upload.data} />}
    </TitledCard>
  );
}
