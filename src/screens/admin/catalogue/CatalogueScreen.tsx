import { useId } from 'react';
import styled from 'styled-components';
import { useCatalogueImport } from '../../../api/catalogue';
import { useAppConfig } from '../../../device/AppConfigContext';
import { useDocumentTitle } from '../../../device/useDocumentTitle';
import { CatalogueImport } from '../../../components/CatalogueImport';
import { secondaryActionStyle } from '../../../components/StatusMessage';
import { apiPaths } from '../../../model/api-paths';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { PageHeading } from '../../shared/PageHeading';
import { Panel } from '../stats/Panel';

const texts = ADMIN_TEXTS.catalogue;

const Panels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 40rem;
`;

const Download = styled.a`
  ${secondaryActionStyle}
  align-self: flex-start;
  text-decoration: none;
`;

/**
 * `/admin/catalogue` (not in the spec): a catalogue file imported, as `npm run catalogue:import`
 * does, with its progress and each wrong line; and the whole catalogue downloaded as such a file.
 */
export function CatalogueScreen() {
  const { siteName } = useAppConfig();
  useDocumentTitle(ADMIN_TEXTS.admin.pageTitle(siteName, texts.heading));
  const headingId = useId();
  const { start, cancel, ...state } = useCatalogueImport();

  return (
    <section aria-labelledby={headingId}>
      <PageHeading id={headingId}>{texts.heading}</PageHeading>
      <Panels>
        <Panel heading={texts.importHeading}>
          <CatalogueImport {...state} onImport={start} onCancel={cancel} />
        </Panel>
        <Panel heading={texts.exportHeading}>
          <Text>{texts.exportText}</Text>
          {/* The server names the file (Content-Disposition); `download` keeps the editor on this page. */}
          <Download href={apiPaths.adminCatalogueExport} download>
            {texts.exportLink}
          </Download>
        </Panel>
      </Panels>
    </section>
  );
}
