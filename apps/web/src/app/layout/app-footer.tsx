import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('footer.tagline')}</Text>
          <Group gap="md">
            <Anchor component={Link} to="/terms" size="sm">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm">
              {t('footer.contact')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
