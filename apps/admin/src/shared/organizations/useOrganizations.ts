import { useGql } from '../data/GraphQLProvider';
import { OrganizationsDocument } from '../../generated/graphql';

/** The viewer's organizations, and whether they belong to several (then pages show and offer which one). */
export function useOrganizations() {
  const { data } = useGql(OrganizationsDocument, {});
  const organizations = data?.organizations ?? [];
  return { organizations, several: organizations.length > 1, loaded: data !== undefined };
}
