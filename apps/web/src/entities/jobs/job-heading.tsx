import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A job in a list: its title linking to the card, the company and the address, each isolated. */
export function JobHeading({
  job,
}: {
  job: { _id: string; title: string; companyName: string; address: string };
}) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
        <Anchor component={Link} to={`/jobs/${job._id}`} inherit>
          <bdi>{job.title}</bdi>
        </Anchor>
      </Title>
      <Text fw={500}>
        <bdi>{job.companyName}</bdi>
      </Text>
      <Text size="sm">
        <bdi>{job.address}</bdi>
      </Text>
    </Stack>
  );
}
