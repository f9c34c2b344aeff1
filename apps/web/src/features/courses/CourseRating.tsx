import { Rating, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TCourse } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { showToast } from '../../lib/toasts';
import { useStoreCourse } from './CourseActions';
import { coursesPl } from './courses.pl';
import { coursesApi } from './courses-api';

/**
 * The viewer's stars for a course they joined or bought (policy `rate`): picking a star saves it at once, picking
 * another replaces it. The course's and its author's 'Kursy' rating follow on the server.
 */
export function CourseRating({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const store = useStoreCourse();
  const rate = useMutation({
    mutationFn: (rating: number) => coursesApi.rate(course.id, rating),
    onSuccess: (result) => {
      store(result.course);
      showToast({ variant: 'success', message: result.message });
    },
  });
  if (!course.policies.rate) return null;
  const labelId = `course-rating-${course.id}`;
  return (
    <Stack gap={4} data-testid="course-rating">
      <Text size="sm" fw={600} id={labelId}>
        {course.myRating ? t('courses.rating.yours') : t('courses.rating.ask')}
      </Text>
      <Rating
        value={course.myRating ?? 0}
        onChange={(value) => rate.mutate(value)}
        readOnly={rate.isPending}
        getSymbolLabel={(stars) => formatCount(stars, coursesPl.rating.stars)}
        aria-labelledby={labelId}
      />
    </Stack>
  );
}
