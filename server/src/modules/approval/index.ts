// The approval module's public face: discovery registers its routes; other modules import only this file.
import { defineModule } from '../../core/module.js'
import { approvalRoutes } from './approval.routes.js'
import './approval.hooks.js'

export { approvalService } from './approval.service.js'

/** The desk's one review queue: owns `approvals`; the owning modules apply decisions on the approval.decided event. */
export default defineModule({ name: 'approval', routes: approvalRoutes })
