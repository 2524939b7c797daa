/** Players are shown inside an event (the registration desk); the resource names them in references. */
export default {
  recordRepresentation: 'name',
};
