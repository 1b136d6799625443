import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAppointment,
  ZAppointmentCounts,
  ZAppointmentInput,
  ZAppointmentListQuery,
  ZAppointmentPatch,
} from '../../../shared/appointments';
import { ZReadyExpected } from '../../../shared/ready-expected';
import type { Deps } from '../../deps';
import { actorOf, changeById, reachOfRequest } from '../../plugins/access';
import { readyExpected } from './ready-expected';
import * as appointments from './service';

const ZId = z.object({ id: z.string().max(64) });

/** Appointments lead to repairs, so whoever may work a repair may book and move one. */
export async function appointmentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/appointments',
    {
      config: { access: 'repairs.read' },
      schema: { querystring: ZAppointmentListQuery, response: { 200: z.array(ZAppointment) } },
    },
    async (request) =>
      appointments.listAppointments(deps, await reachOfRequest(deps, request), request.query),
  );

  r.get(
    '/api/appointments/counts',
    {
      config: { access: 'repairs.read' },
      schema: { querystring: ZAppointmentListQuery, response: { 200: ZAppointmentCounts } },
    },
    async (request) =>
      appointments.countAppointments(deps, await reachOfRequest(deps, request), request.query),
  );

  // The calendar's open repairs on the day each is expected ready: who may see repairs may see it.
  r.get(
    '/api/calendar/ready-expected',
    {
      config: { access: 'repairs.read' },
      schema: { querystring: ZAppointmentListQuery, response: { 200: ZReadyExpected } },
    },
    async (request) => readyExpected(deps, await reachOfRequest(deps, request), request.query),
  );

  r.post(
    '/api/appointments',
    {
      config: { access: 'repairs.write' },
      schema: { body: ZAppointmentInput, response: { 200: ZAppointment, 201: ZAppointment } },
    },
    async (request, reply) => {
      const { appointment, created } = await appointments.createAppointment(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.body,
      );
      return reply.code(created ? 201 : 200).send(appointment);
    },
  );

  r.patch(
    '/api/appointments/:id',
    {
      config: { access: 'repairs.write' },
      schema: { params: ZId, body: ZAppointmentPatch, response: { 200: ZAppointment } },
    },
    changeById(deps, appointments.updateAppointment),
  );
}
