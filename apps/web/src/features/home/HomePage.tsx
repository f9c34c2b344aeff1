import {
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBook2, IconChalkboard, IconListCheck, IconMathFunction, IconSchool, IconUsers } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsAuthenticated } from '../../lib/session/useSession';
import './home.pl';

// The landing is what a visitor (and a crawler) loads: the signed-in homes come with their own chunk.
const SignedInHome = lazy(() => import('./SignedInHome').then((module) => ({ default: module.SignedInHome })));

export function HomePage() {
  const { t } = useTranslation();
  const isAuthenticated = useIsAuthenticated();

  const features: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <IconListCheck />, title: t('home.featureTasksTitle'), text: t('home.featureTasksText') },
    { icon: <IconBook2 />, title: t('home.featureCoursesTitle'), text: t('home.featureCoursesText') },
    { icon: <IconChalkboard />, title: t('home.featureTutoringTitle'), text: t('home.featureTutoringText') },
    { icon: <IconMathFunction />, title: t('home.featureConceptsTitle'), text: t('home.featureConceptsText') },
  ];
  const audiences: { icon: ReactNode; text: string }[] = [
    { icon: <IconSchool size={16} />, text: t('home.forStudents') },
    { icon: <IconUsers size={16} />, text: t('home.forTeachers') },
  ];

  // A signed-in student's home is where to continue learning, a teacher's what their classes need; not the pitch.
  if (isAuthenticated) {
    return (
      <Container size="lg" px={0} py={{ base: 'lg', sm: 'xl' }}>
        <Suspense fallback={<Skeleton height={240} radius="md" role="status" aria-label={t('app.loading')} />}>
          <SignedInHome />
        </Suspense>
      </Container>
    );
  }

  return (
    <Container size="lg" px={0} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 28, sm: 42 }} lh={1.15}>
            {t('home.heroTitle')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('home.heroText')}
          </Text>
          <Group>
            <Button component={Link} to="/register" size="md">
              {t('home.ctaRegister')}
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              {t('home.ctaLogin')}
            </Button>
          </Group>
        </Stack>

        <HomeSection id="features-title" title={t('home.featuresTitle')} headingGap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {features.map((feature) => (
              <Card key={feature.title} withBorder padding="lg" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light">
                    {feature.icon}
                  </ThemeIcon>
                  <div>
                    <Title order={3} size="h4" mb={4}>
                      {feature.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {feature.text}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </HomeSection>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <HomeSection id="for-whom-title" title={t('home.forWhomTitle')} headingGap="md">
            <List spacing="sm" center>
              {audiences.map((audience) => (
                <List.Item
                  key={audience.text}
                  icon={
                    <ThemeIcon variant="light" radius="xl" size={28}>
                      {audience.icon}
                    </ThemeIcon>
                  }
                >
                  {audience.text}
                </List.Item>
              ))}
            </List>
          </HomeSection>
          <HomeSection id="steps-title" title={t('home.stepsTitle')} headingGap="md">
            <List type="ordered" spacing="sm">
              <List.Item>{t('home.step1')}</List.Item>
              <List.Item>{t('home.step2')}</List.Item>
              <List.Item>{t('home.step3')}</List.Item>
            </List>
          </HomeSection>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** A part of the home page under its own heading. */
function HomeSection({
  id,
  title,
  headingGap,
  children,
}: {
  id: string;
  title: string;
  headingGap: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb={headingGap}>
        {title}
      </Title>
      {children}
    </section>
  );
}
