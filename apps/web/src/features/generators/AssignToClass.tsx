import { Anchor, Button, Menu, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session/useViewer';
import { useClassList } from '../classes';
import './generators.pl';

/** The new-assignment page of a class with the generator already chosen. */
export const assignPath = (classId: string, generatorId: string) =>
  `/classes/${classId}/assignments/new?generator=${encodeURIComponent(generatorId)}`;

/** A teacher's 'Zadaj klasie': straight to the form for their one class, else a menu of their live classes. */
export function AssignToClass({ generatorId }: { generatorId: string }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.role === 'USER') return null;
  return <AssignMenu generatorId={generatorId} />;
}

function AssignMenu({ generatorId }: { generatorId: string }) {
  const { t } = useTranslation();
  const list = useClassList();
  const classes = (list.data?.items ?? []).filter((item) => !item.archivedAt && item.policies.update);
  if (!list.data) return null;
  if (classes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('generators.noClasses')}{' '}
        <Anchor component={Link} to="/classes">
          {t('generators.classes')}
        </Anchor>
      </Text>
    );
  const icon = <IconSchool size={16} aria-hidden />;
  if (classes.length === 1)
    return (
      <Button component={Link} to={assignPath(classes[0]!.id, generatorId)} variant="light" leftSection={icon}>
        {t('generators.assignTo', { name: classes[0]!.name })}
      </Button>
    );
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button variant="light" leftSection={icon}>
          {t('generators.assign')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {classes.map((item) => (
          <Menu.Item key={item.id} component={Link} to={assignPath(item.id, generatorId)}>
            {item.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
