export {
  listReply,
  startTestApiServer,
  type TestApiServer,
  type ReceivedRequest,
  type TestReply,
  type TestRoute,
} from './test-api-server';
