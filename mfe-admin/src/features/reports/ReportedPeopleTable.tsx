import { useReportedPeople } from './moderation-api';
import { Avatar, PagedTable, formatDay, media } from '@marketplace/ui';
import { useUrlPaging } from '@marketplace/routing';
import styled from 'styled-components';
import { RowActions } from '../../shared/RowActions';
import { PersonReportReasons } from './PersonReportReasons';
import { usePersonModeration } from './use-person-moderation';

const StyledPerson = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledActions = styled(RowActions)`
  ${media.sm} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** People others reported, the most reported first: dismiss, warn or suspend. */
export function ReportedPeopleTable() {
  const paging = useUrlPaging();
  const reported = useReportedPeople(paging.query);
  const moderation = usePersonModeration();
  return (
    <>
      {moderation.dialog}
      <PagedTable
        title="Reported People"
        noun={{ one: 'reported person', other: 'reported people' }}
        query={reported}
        paging={paging}
        emptyMessage="No reported people"
        columns={[
          {
            id: 'person',
            header: 'Person',
            rowHeader: true,
            cell: (person) => (
              <StyledPerson>
                <Avatar name={person.name} src={person.image} size="sm" decorative />
                <span>
                  {person.name}
                  <small>{person.email}</small>
                </span>
              </StyledPerson>
            ),
          },
          {
            id: 'reports',
            header: 'Reports',
            cell: (person) => <PersonReportReasons report={person} />,
          },
          {
            id: 'last',
            header: 'Last reported',
            cell: (person) => formatDay(person.lastReportedAt),
          },
          {
            id: 'actions',
            header: 'Actions',
            onPhone: 'actions',
            cell: (person) => (
              <StyledActions>
                {moderation.button('dismiss-person', person._id, person.name)}
                {moderation.button('warn', person._id, person.name)}
                {moderation.button('suspend', person._id, person.name)}
              </StyledActions>
            ),
          },
        ]}
      />
    </>
  );
}
