import { useGql } from '../data/GraphQLProvider';
import { ServerInfoDocument } from '../../generated/graphql';
import { type JoinAddress, joinAddress } from './joinAddress';

/** Where this dashboard's join links and QR codes point; undefined until the server has said. */
export function useJoinAddress(enabled = true): JoinAddress | undefined {
  const { data } = useGql(ServerInfoDocument, {}, { enabled });
  return data && joinAddress(data.serverInfo, window.location.origin);
}
