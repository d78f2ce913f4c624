; SECCOMP_CACHE_X32_INSNS: a BPF_MAXINSNS-long filter whose every path runs
; to the last instruction: native and compat cached in bulk, x32 left out.
	ld [nr]
	jeq #0xffffffff, c0, c0
c0:
	jeq #0xffffffff, c1, c1
c1:
	jeq #0xffffffff, c2, c2
c2:
	jeq #0xffffffff, c3, c3
c3:
	jeq #0xffffffff, c4, c4
c4:
	jeq #0xffffffff, c5, c5
c5:
	jeq #0xffffffff, c6, c6
c6:
	jeq #0xffffffff, c7, c7
c7:
	jeq #0xffffffff, c8, c8
c8:
	jeq #0xffffffff, c9, c9
c9:
	jeq #0xffffffff, c10, c10
c10:
	jeq #0xffffffff, c11, c11
c11:
	jeq #0xffffffff, c12, c12
c12:
	jeq #0xffffffff, c13, c13
c13:
	jeq #0xffffffff, c14, c14
c14:
	jeq #0xffffffff, c15, c15
c15:
	jeq #0xffffffff, c16, c16
c16:
	jeq #0xffffffff, c17, c17
c17:
	jeq #0xffffffff, c18, c18
c18:
	jeq #0xffffffff, c19, c19
c19:
	jeq #0xffffffff, c20, c20
c20:
	jeq #0xffffffff, c21, c21
c21:
	jeq #0xffffffff, c22, c22
c22:
	jeq #0xffffffff, c23, c23
c23:
	jeq #0xffffffff, c24, c24
c24:
	jeq #0xffffffff, c25, c25
c25:
	jeq #0xffffffff, c26, c26
c26:
	jeq #0xffffffff, c27, c27
c27:
	jeq #0xffffffff, c28, c28
c28:
	jeq #0xffffffff, c29, c29
c29:
	jeq #0xffffffff, c30, c30
c30:
	jeq #0xffffffff, c31, c31
c31:
	jeq #0xffffffff, c32, c32
c32:
	jeq #0xffffffff, c33, c33
c33:
	jeq #0xffffffff, c34, c34
c34:
	jeq #0xffffffff, c35, c35
c35:
	jeq #0xffffffff, c36, c36
c36:
	jeq #0xffffffff, c37, c37
c37:
	jeq #0xffffffff, c38, c38
c38:
	jeq #0xffffffff, c39, c39
c39:
	jeq #0xffffffff, c40, c40
c40:
	jeq #0xffffffff, c41, c41
c41:
	jeq #0xffffffff, c42, c42
c42:
	jeq #0xffffffff, c43, c43
c43:
	jeq #0xffffffff, c44, c44
c44:
	jeq #0xffffffff, c45, c45
c45:
	jeq #0xffffffff, c46, c46
c46:
	jeq #0xffffffff, c47, c47
c47:
	jeq #0xffffffff, c48, c48
c48:
	jeq #0xffffffff, c49, c49
c49:
	jeq #0xffffffff, c50, c50
c50:
	jeq #0xffffffff, c51, c51
c51:
	jeq #0xffffffff, c52, c52
c52:
	jeq #0xffffffff, c53, c53
c53:
	jeq #0xffffffff, c54, c54
c54:
	jeq #0xffffffff, c55, c55
c55:
	jeq #0xffffffff, c56, c56
c56:
	jeq #0xffffffff, c57, c57
c57:
	jeq #0xffffffff, c58, c58
c58:
	jeq #0xffffffff, c59, c59
c59:
	jeq #0xffffffff, c60, c60
c60:
	jeq #0xffffffff, c61, c61
c61:
	jeq #0xffffffff, c62, c62
c62:
	jeq #0xffffffff, c63, c63
c63:
	jeq #0xffffffff, c64, c64
c64:
	jeq #0xffffffff, c65, c65
c65:
	jeq #0xffffffff, c66, c66
c66:
	jeq #0xffffffff, c67, c67
c67:
	jeq #0xffffffff, c68, c68
c68:
	jeq #0xffffffff, c69, c69
c69:
	jeq #0xffffffff, c70, c70
c70:
	jeq #0xffffffff, c71, c71
c71:
	jeq #0xffffffff, c72, c72
c72:
	jeq #0xffffffff, c73, c73
c73:
	jeq #0xffffffff, c74, c74
c74:
	jeq #0xffffffff, c75, c75
c75:
	jeq #0xffffffff, c76, c76
c76:
	jeq #0xffffffff, c77, c77
c77:
	jeq #0xffffffff, c78, c78
c78:
	jeq #0xffffffff, c79, c79
c79:
	jeq #0xffffffff, c80, c80
c80:
	jeq #0xffffffff, c81, c81
c81:
	jeq #0xffffffff, c82, c82
c82:
	jeq #0xffffffff, c83, c83
c83:
	jeq #0xffffffff, c84, c84
c84:
	jeq #0xffffffff, c85, c85
c85:
	jeq #0xffffffff, c86, c86
c86:
	jeq #0xffffffff, c87, c87
c87:
	jeq #0xffffffff, c88, c88
c88:
	jeq #0xffffffff, c89, c89
c89:
	jeq #0xffffffff, c90, c90
c90:
	jeq #0xffffffff, c91, c91
c91:
	jeq #0xffffffff, c92, c92
c92:
	jeq #0xffffffff, c93, c93
c93:
	jeq #0xffffffff, c94, c94
c94:
	jeq #0xffffffff, c95, c95
c95:
	jeq #0xffffffff, c96, c96
c96:
	jeq #0xffffffff, c97, c97
c97:
	jeq #0xffffffff, c98, c98
c98:
	jeq #0xffffffff, c99, c99
c99:
	jeq #0xffffffff, c100, c100
c100:
	jeq #0xffffffff, c101, c101
c101:
	jeq #0xffffffff, c102, c102
c102:
	jeq #0xffffffff, c103, c103
c103:
	jeq #0xffffffff, c104, c104
c104:
	jeq #0xffffffff, c105, c105
c105:
	jeq #0xffffffff, c106, c106
c106:
	jeq #0xffffffff, c107, c107
c107:
	jeq #0xffffffff, c108, c108
c108:
	jeq #0xffffffff, c109, c109
c109:
	jeq #0xffffffff, c110, c110
c110:
	jeq #0xffffffff, c111, c111
c111:
	jeq #0xffffffff, c112, c112
c112:
	jeq #0xffffffff, c113, c113
c113:
	jeq #0xffffffff, c114, c114
c114:
	jeq #0xffffffff, c115, c115
c115:
	jeq #0xffffffff, c116, c116
c116:
	jeq #0xffffffff, c117, c117
c117:
	jeq #0xffffffff, c118, c118
c118:
	jeq #0xffffffff, c119, c119
c119:
	jeq #0xffffffff, c120, c120
c120:
	jeq #0xffffffff, c121, c121
c121:
	jeq #0xffffffff, c122, c122
c122:
	jeq #0xffffffff, c123, c123
c123:
	jeq #0xffffffff, c124, c124
c124:
	jeq #0xffffffff, c125, c125
c125:
	jeq #0xffffffff, c126, c126
c126:
	jeq #0xffffffff, c127, c127
c127:
	jeq #0xffffffff, c128, c128
c128:
	jeq #0xffffffff, c129, c129
c129:
	jeq #0xffffffff, c130, c130
c130:
	jeq #0xffffffff, c131, c131
c131:
	jeq #0xffffffff, c132, c132
c132:
	jeq #0xffffffff, c133, c133
c133:
	jeq #0xffffffff, c134, c134
c134:
	jeq #0xffffffff, c135, c135
c135:
	jeq #0xffffffff, c136, c136
c136:
	jeq #0xffffffff, c137, c137
c137:
	jeq #0xffffffff, c138, c138
c138:
	jeq #0xffffffff, c139, c139
c139:
	jeq #0xffffffff, c140, c140
c140:
	jeq #0xffffffff, c141, c141
c141:
	jeq #0xffffffff, c142, c142
c142:
	jeq #0xffffffff, c143, c143
c143:
	jeq #0xffffffff, c144, c144
c144:
	jeq #0xffffffff, c145, c145
c145:
	jeq #0xffffffff, c146, c146
c146:
	jeq #0xffffffff, c147, c147
c147:
	jeq #0xffffffff, c148, c148
c148:
	jeq #0xffffffff, c149, c149
c149:
	jeq #0xffffffff, c150, c150
c150:
	jeq #0xffffffff, c151, c151
c151:
	jeq #0xffffffff, c152, c152
c152:
	jeq #0xffffffff, c153, c153
c153:
	jeq #0xffffffff, c154, c154
c154:
	jeq #0xffffffff, c155, c155
c155:
	jeq #0xffffffff, c156, c156
c156:
	jeq #0xffffffff, c157, c157
c157:
	jeq #0xffffffff, c158, c158
c158:
	jeq #0xffffffff, c159, c159
c159:
	jeq #0xffffffff, c160, c160
c160:
	jeq #0xffffffff, c161, c161
c161:
	jeq #0xffffffff, c162, c162
c162:
	jeq #0xffffffff, c163, c163
c163:
	jeq #0xffffffff, c164, c164
c164:
	jeq #0xffffffff, c165, c165
c165:
	jeq #0xffffffff, c166, c166
c166:
	jeq #0xffffffff, c167, c167
c167:
	jeq #0xffffffff, c168, c168
c168:
	jeq #0xffffffff, c169, c169
c169:
	jeq #0xffffffff, c170, c170
c170:
	jeq #0xffffffff, c171, c171
c171:
	jeq #0xffffffff, c172, c172
c172:
	jeq #0xffffffff, c173, c173
c173:
	jeq #0xffffffff, c174, c174
c174:
	jeq #0xffffffff, c175, c175
c175:
	jeq #0xffffffff, c176, c176
c176:
	jeq #0xffffffff, c177, c177
c177:
	jeq #0xffffffff, c178, c178
c178:
	jeq #0xffffffff, c179, c179
c179:
	jeq #0xffffffff, c180, c180
c180:
	jeq #0xffffffff, c181, c181
c181:
	jeq #0xffffffff, c182, c182
c182:
	jeq #0xffffffff, c183, c183
c183:
	jeq #0xffffffff, c184, c184
c184:
	jeq #0xffffffff, c185, c185
c185:
	jeq #0xffffffff, c186, c186
c186:
	jeq #0xffffffff, c187, c187
c187:
	jeq #0xffffffff, c188, c188
c188:
	jeq #0xffffffff, c189, c189
c189:
	jeq #0xffffffff, c190, c190
c190:
	jeq #0xffffffff, c191, c191
c191:
	jeq #0xffffffff, c192, c192
c192:
	jeq #0xffffffff, c193, c193
c193:
	jeq #0xffffffff, c194, c194
c194:
	jeq #0xffffffff, c195, c195
c195:
	jeq #0xffffffff, c196, c196
c196:
	jeq #0xffffffff, c197, c197
c197:
	jeq #0xffffffff, c198, c198
c198:
	jeq #0xffffffff, c199, c199
c199:
	jeq #0xffffffff, c200, c200
c200:
	jeq #0xffffffff, c201, c201
c201:
	jeq #0xffffffff, c202, c202
c202:
	jeq #0xffffffff, c203, c203
c203:
	jeq #0xffffffff, c204, c204
c204:
	jeq #0xffffffff, c205, c205
c205:
	jeq #0xffffffff, c206, c206
c206:
	jeq #0xffffffff, c207, c207
c207:
	jeq #0xffffffff, c208, c208
c208:
	jeq #0xffffffff, c209, c209
c209:
	jeq #0xffffffff, c210, c210
c210:
	jeq #0xffffffff, c211, c211
c211:
	jeq #0xffffffff, c212, c212
c212:
	jeq #0xffffffff, c213, c213
c213:
	jeq #0xffffffff, c214, c214
c214:
	jeq #0xffffffff, c215, c215
c215:
	jeq #0xffffffff, c216, c216
c216:
	jeq #0xffffffff, c217, c217
c217:
	jeq #0xffffffff, c218, c218
c218:
	jeq #0xffffffff, c219, c219
c219:
	jeq #0xffffffff, c220, c220
c220:
	jeq #0xffffffff, c221, c221
c221:
	jeq #0xffffffff, c222, c222
c222:
	jeq #0xffffffff, c223, c223
c223:
	jeq #0xffffffff, c224, c224
c224:
	jeq #0xffffffff, c225, c225
c225:
	jeq #0xffffffff, c226, c226
c226:
	jeq #0xffffffff, c227, c227
c227:
	jeq #0xffffffff, c228, c228
c228:
	jeq #0xffffffff, c229, c229
c229:
	jeq #0xffffffff, c230, c230
c230:
	jeq #0xffffffff, c231, c231
c231:
	jeq #0xffffffff, c232, c232
c232:
	jeq #0xffffffff, c233, c233
c233:
	jeq #0xffffffff, c234, c234
c234:
	jeq #0xffffffff, c235, c235
c235:
	jeq #0xffffffff, c236, c236
c236:
	jeq #0xffffffff, c237, c237
c237:
	jeq #0xffffffff, c238, c238
c238:
	jeq #0xffffffff, c239, c239
c239:
	jeq #0xffffffff, c240, c240
c240:
	jeq #0xffffffff, c241, c241
c241:
	jeq #0xffffffff, c242, c242
c242:
	jeq #0xffffffff, c243, c243
c243:
	jeq #0xffffffff, c244, c244
c244:
	jeq #0xffffffff, c245, c245
c245:
	jeq #0xffffffff, c246, c246
c246:
	jeq #0xffffffff, c247, c247
c247:
	jeq #0xffffffff, c248, c248
c248:
	jeq #0xffffffff, c249, c249
c249:
	jeq #0xffffffff, c250, c250
c250:
	jeq #0xffffffff, c251, c251
c251:
	jeq #0xffffffff, c252, c252
c252:
	jeq #0xffffffff, c253, c253
c253:
	jeq #0xffffffff, c254, c254
c254:
	jeq #0xffffffff, c255, c255
c255:
	jeq #0xffffffff, c256, c256
c256:
	jeq #0xffffffff, c257, c257
c257:
	jeq #0xffffffff, c258, c258
c258:
	jeq #0xffffffff, c259, c259
c259:
	jeq #0xffffffff, c260, c260
c260:
	jeq #0xffffffff, c261, c261
c261:
	jeq #0xffffffff, c262, c262
c262:
	jeq #0xffffffff, c263, c263
c263:
	jeq #0xffffffff, c264, c264
c264:
	jeq #0xffffffff, c265, c265
c265:
	jeq #0xffffffff, c266, c266
c266:
	jeq #0xffffffff, c267, c267
c267:
	jeq #0xffffffff, c268, c268
c268:
	jeq #0xffffffff, c269, c269
c269:
	jeq #0xffffffff, c270, c270
c270:
	jeq #0xffffffff, c271, c271
c271:
	jeq #0xffffffff, c272, c272
c272:
	jeq #0xffffffff, c273, c273
c273:
	jeq #0xffffffff, c274, c274
c274:
	jeq #0xffffffff, c275, c275
c275:
	jeq #0xffffffff, c276, c276
c276:
	jeq #0xffffffff, c277, c277
c277:
	jeq #0xffffffff, c278, c278
c278:
	jeq #0xffffffff, c279, c279
c279:
	jeq #0xffffffff, c280, c280
c280:
	jeq #0xffffffff, c281, c281
c281:
	jeq #0xffffffff, c282, c282
c282:
	jeq #0xffffffff, c283, c283
c283:
	jeq #0xffffffff, c284, c284
c284:
	jeq #0xffffffff, c285, c285
c285:
	jeq #0xffffffff, c286, c286
c286:
	jeq #0xffffffff, c287, c287
c287:
	jeq #0xffffffff, c288, c288
c288:
	jeq #0xffffffff, c289, c289
c289:
	jeq #0xffffffff, c290, c290
c290:
	jeq #0xffffffff, c291, c291
c291:
	jeq #0xffffffff, c292, c292
c292:
	jeq #0xffffffff, c293, c293
c293:
	jeq #0xffffffff, c294, c294
c294:
	jeq #0xffffffff, c295, c295
c295:
	jeq #0xffffffff, c296, c296
c296:
	jeq #0xffffffff, c297, c297
c297:
	jeq #0xffffffff, c298, c298
c298:
	jeq #0xffffffff, c299, c299
c299:
	jeq #0xffffffff, c300, c300
c300:
	jeq #0xffffffff, c301, c301
c301:
	jeq #0xffffffff, c302, c302
c302:
	jeq #0xffffffff, c303, c303
c303:
	jeq #0xffffffff, c304, c304
c304:
	jeq #0xffffffff, c305, c305
c305:
	jeq #0xffffffff, c306, c306
c306:
	jeq #0xffffffff, c307, c307
c307:
	jeq #0xffffffff, c308, c308
c308:
	jeq #0xffffffff, c309, c309
c309:
	jeq #0xffffffff, c310, c310
c310:
	jeq #0xffffffff, c311, c311
c311:
	jeq #0xffffffff, c312, c312
c312:
	jeq #0xffffffff, c313, c313
c313:
	jeq #0xffffffff, c314, c314
c314:
	jeq #0xffffffff, c315, c315
c315:
	jeq #0xffffffff, c316, c316
c316:
	jeq #0xffffffff, c317, c317
c317:
	jeq #0xffffffff, c318, c318
c318:
	jeq #0xffffffff, c319, c319
c319:
	jeq #0xffffffff, c320, c320
c320:
	jeq #0xffffffff, c321, c321
c321:
	jeq #0xffffffff, c322, c322
c322:
	jeq #0xffffffff, c323, c323
c323:
	jeq #0xffffffff, c324, c324
c324:
	jeq #0xffffffff, c325, c325
c325:
	jeq #0xffffffff, c326, c326
c326:
	jeq #0xffffffff, c327, c327
c327:
	jeq #0xffffffff, c328, c328
c328:
	jeq #0xffffffff, c329, c329
c329:
	jeq #0xffffffff, c330, c330
c330:
	jeq #0xffffffff, c331, c331
c331:
	jeq #0xffffffff, c332, c332
c332:
	jeq #0xffffffff, c333, c333
c333:
	jeq #0xffffffff, c334, c334
c334:
	jeq #0xffffffff, c335, c335
c335:
	jeq #0xffffffff, c336, c336
c336:
	jeq #0xffffffff, c337, c337
c337:
	jeq #0xffffffff, c338, c338
c338:
	jeq #0xffffffff, c339, c339
c339:
	jeq #0xffffffff, c340, c340
c340:
	jeq #0xffffffff, c341, c341
c341:
	jeq #0xffffffff, c342, c342
c342:
	jeq #0xffffffff, c343, c343
c343:
	jeq #0xffffffff, c344, c344
c344:
	jeq #0xffffffff, c345, c345
c345:
	jeq #0xffffffff, c346, c346
c346:
	jeq #0xffffffff, c347, c347
c347:
	jeq #0xffffffff, c348, c348
c348:
	jeq #0xffffffff, c349, c349
c349:
	jeq #0xffffffff, c350, c350
c350:
	jeq #0xffffffff, c351, c351
c351:
	jeq #0xffffffff, c352, c352
c352:
	jeq #0xffffffff, c353, c353
c353:
	jeq #0xffffffff, c354, c354
c354:
	jeq #0xffffffff, c355, c355
c355:
	jeq #0xffffffff, c356, c356
c356:
	jeq #0xffffffff, c357, c357
c357:
	jeq #0xffffffff, c358, c358
c358:
	jeq #0xffffffff, c359, c359
c359:
	jeq #0xffffffff, c360, c360
c360:
	jeq #0xffffffff, c361, c361
c361:
	jeq #0xffffffff, c362, c362
c362:
	jeq #0xffffffff, c363, c363
c363:
	jeq #0xffffffff, c364, c364
c364:
	jeq #0xffffffff, c365, c365
c365:
	jeq #0xffffffff, c366, c366
c366:
	jeq #0xffffffff, c367, c367
c367:
	jeq #0xffffffff, c368, c368
c368:
	jeq #0xffffffff, c369, c369
c369:
	jeq #0xffffffff, c370, c370
c370:
	jeq #0xffffffff, c371, c371
c371:
	jeq #0xffffffff, c372, c372
c372:
	jeq #0xffffffff, c373, c373
c373:
	jeq #0xffffffff, c374, c374
c374:
	jeq #0xffffffff, c375, c375
c375:
	jeq #0xffffffff, c376, c376
c376:
	jeq #0xffffffff, c377, c377
c377:
	jeq #0xffffffff, c378, c378
c378:
	jeq #0xffffffff, c379, c379
c379:
	jeq #0xffffffff, c380, c380
c380:
	jeq #0xffffffff, c381, c381
c381:
	jeq #0xffffffff, c382, c382
c382:
	jeq #0xffffffff, c383, c383
c383:
	jeq #0xffffffff, c384, c384
c384:
	jeq #0xffffffff, c385, c385
c385:
	jeq #0xffffffff, c386, c386
c386:
	jeq #0xffffffff, c387, c387
c387:
	jeq #0xffffffff, c388, c388
c388:
	jeq #0xffffffff, c389, c389
c389:
	jeq #0xffffffff, c390, c390
c390:
	jeq #0xffffffff, c391, c391
c391:
	jeq #0xffffffff, c392, c392
c392:
	jeq #0xffffffff, c393, c393
c393:
	jeq #0xffffffff, c394, c394
c394:
	jeq #0xffffffff, c395, c395
c395:
	jeq #0xffffffff, c396, c396
c396:
	jeq #0xffffffff, c397, c397
c397:
	jeq #0xffffffff, c398, c398
c398:
	jeq #0xffffffff, c399, c399
c399:
	jeq #0xffffffff, c400, c400
c400:
	jeq #0xffffffff, c401, c401
c401:
	jeq #0xffffffff, c402, c402
c402:
	jeq #0xffffffff, c403, c403
c403:
	jeq #0xffffffff, c404, c404
c404:
	jeq #0xffffffff, c405, c405
c405:
	jeq #0xffffffff, c406, c406
c406:
	jeq #0xffffffff, c407, c407
c407:
	jeq #0xffffffff, c408, c408
c408:
	jeq #0xffffffff, c409, c409
c409:
	jeq #0xffffffff, c410, c410
c410:
	jeq #0xffffffff, c411, c411
c411:
	jeq #0xffffffff, c412, c412
c412:
	jeq #0xffffffff, c413, c413
c413:
	jeq #0xffffffff, c414, c414
c414:
	jeq #0xffffffff, c415, c415
c415:
	jeq #0xffffffff, c416, c416
c416:
	jeq #0xffffffff, c417, c417
c417:
	jeq #0xffffffff, c418, c418
c418:
	jeq #0xffffffff, c419, c419
c419:
	jeq #0xffffffff, c420, c420
c420:
	jeq #0xffffffff, c421, c421
c421:
	jeq #0xffffffff, c422, c422
c422:
	jeq #0xffffffff, c423, c423
c423:
	jeq #0xffffffff, c424, c424
c424:
	jeq #0xffffffff, c425, c425
c425:
	jeq #0xffffffff, c426, c426
c426:
	jeq #0xffffffff, c427, c427
c427:
	jeq #0xffffffff, c428, c428
c428:
	jeq #0xffffffff, c429, c429
c429:
	jeq #0xffffffff, c430, c430
c430:
	jeq #0xffffffff, c431, c431
c431:
	jeq #0xffffffff, c432, c432
c432:
	jeq #0xffffffff, c433, c433
c433:
	jeq #0xffffffff, c434, c434
c434:
	jeq #0xffffffff, c435, c435
c435:
	jeq #0xffffffff, c436, c436
c436:
	jeq #0xffffffff, c437, c437
c437:
	jeq #0xffffffff, c438, c438
c438:
	jeq #0xffffffff, c439, c439
c439:
	jeq #0xffffffff, c440, c440
c440:
	jeq #0xffffffff, c441, c441
c441:
	jeq #0xffffffff, c442, c442
c442:
	jeq #0xffffffff, c443, c443
c443:
	jeq #0xffffffff, c444, c444
c444:
	jeq #0xffffffff, c445, c445
c445:
	jeq #0xffffffff, c446, c446
c446:
	jeq #0xffffffff, c447, c447
c447:
	jeq #0xffffffff, c448, c448
c448:
	jeq #0xffffffff, c449, c449
c449:
	jeq #0xffffffff, c450, c450
c450:
	jeq #0xffffffff, c451, c451
c451:
	jeq #0xffffffff, c452, c452
c452:
	jeq #0xffffffff, c453, c453
c453:
	jeq #0xffffffff, c454, c454
c454:
	jeq #0xffffffff, c455, c455
c455:
	jeq #0xffffffff, c456, c456
c456:
	jeq #0xffffffff, c457, c457
c457:
	jeq #0xffffffff, c458, c458
c458:
	jeq #0xffffffff, c459, c459
c459:
	jeq #0xffffffff, c460, c460
c460:
	jeq #0xffffffff, c461, c461
c461:
	jeq #0xffffffff, c462, c462
c462:
	jeq #0xffffffff, c463, c463
c463:
	jeq #0xffffffff, c464, c464
c464:
	jeq #0xffffffff, c465, c465
c465:
	jeq #0xffffffff, c466, c466
c466:
	jeq #0xffffffff, c467, c467
c467:
	jeq #0xffffffff, c468, c468
c468:
	jeq #0xffffffff, c469, c469
c469:
	jeq #0xffffffff, c470, c470
c470:
	jeq #0xffffffff, c471, c471
c471:
	jeq #0xffffffff, c472, c472
c472:
	jeq #0xffffffff, c473, c473
c473:
	jeq #0xffffffff, c474, c474
c474:
	jeq #0xffffffff, c475, c475
c475:
	jeq #0xffffffff, c476, c476
c476:
	jeq #0xffffffff, c477, c477
c477:
	jeq #0xffffffff, c478, c478
c478:
	jeq #0xffffffff, c479, c479
c479:
	jeq #0xffffffff, c480, c480
c480:
	jeq #0xffffffff, c481, c481
c481:
	jeq #0xffffffff, c482, c482
c482:
	jeq #0xffffffff, c483, c483
c483:
	jeq #0xffffffff, c484, c484
c484:
	jeq #0xffffffff, c485, c485
c485:
	jeq #0xffffffff, c486, c486
c486:
	jeq #0xffffffff, c487, c487
c487:
	jeq #0xffffffff, c488, c488
c488:
	jeq #0xffffffff, c489, c489
c489:
	jeq #0xffffffff, c490, c490
c490:
	jeq #0xffffffff, c491, c491
c491:
	jeq #0xffffffff, c492, c492
c492:
	jeq #0xffffffff, c493, c493
c493:
	jeq #0xffffffff, c494, c494
c494:
	jeq #0xffffffff, c495, c495
c495:
	jeq #0xffffffff, c496, c496
c496:
	jeq #0xffffffff, c497, c497
c497:
	jeq #0xffffffff, c498, c498
c498:
	jeq #0xffffffff, c499, c499
c499:
	jeq #0xffffffff, c500, c500
c500:
	jeq #0xffffffff, c501, c501
c501:
	jeq #0xffffffff, c502, c502
c502:
	jeq #0xffffffff, c503, c503
c503:
	jeq #0xffffffff, c504, c504
c504:
	jeq #0xffffffff, c505, c505
c505:
	jeq #0xffffffff, c506, c506
c506:
	jeq #0xffffffff, c507, c507
c507:
	jeq #0xffffffff, c508, c508
c508:
	jeq #0xffffffff, c509, c509
c509:
	jeq #0xffffffff, c510, c510
c510:
	jeq #0xffffffff, c511, c511
c511:
	jeq #0xffffffff, c512, c512
c512:
	jeq #0xffffffff, c513, c513
c513:
	jeq #0xffffffff, c514, c514
c514:
	jeq #0xffffffff, c515, c515
c515:
	jeq #0xffffffff, c516, c516
c516:
	jeq #0xffffffff, c517, c517
c517:
	jeq #0xffffffff, c518, c518
c518:
	jeq #0xffffffff, c519, c519
c519:
	jeq #0xffffffff, c520, c520
c520:
	jeq #0xffffffff, c521, c521
c521:
	jeq #0xffffffff, c522, c522
c522:
	jeq #0xffffffff, c523, c523
c523:
	jeq #0xffffffff, c524, c524
c524:
	jeq #0xffffffff, c525, c525
c525:
	jeq #0xffffffff, c526, c526
c526:
	jeq #0xffffffff, c527, c527
c527:
	jeq #0xffffffff, c528, c528
c528:
	jeq #0xffffffff, c529, c529
c529:
	jeq #0xffffffff, c530, c530
c530:
	jeq #0xffffffff, c531, c531
c531:
	jeq #0xffffffff, c532, c532
c532:
	jeq #0xffffffff, c533, c533
c533:
	jeq #0xffffffff, c534, c534
c534:
	jeq #0xffffffff, c535, c535
c535:
	jeq #0xffffffff, c536, c536
c536:
	jeq #0xffffffff, c537, c537
c537:
	jeq #0xffffffff, c538, c538
c538:
	jeq #0xffffffff, c539, c539
c539:
	jeq #0xffffffff, c540, c540
c540:
	jeq #0xffffffff, c541, c541
c541:
	jeq #0xffffffff, c542, c542
c542:
	jeq #0xffffffff, c543, c543
c543:
	jeq #0xffffffff, c544, c544
c544:
	jeq #0xffffffff, c545, c545
c545:
	jeq #0xffffffff, c546, c546
c546:
	jeq #0xffffffff, c547, c547
c547:
	jeq #0xffffffff, c548, c548
c548:
	jeq #0xffffffff, c549, c549
c549:
	jeq #0xffffffff, c550, c550
c550:
	jeq #0xffffffff, c551, c551
c551:
	jeq #0xffffffff, c552, c552
c552:
	jeq #0xffffffff, c553, c553
c553:
	jeq #0xffffffff, c554, c554
c554:
	jeq #0xffffffff, c555, c555
c555:
	jeq #0xffffffff, c556, c556
c556:
	jeq #0xffffffff, c557, c557
c557:
	jeq #0xffffffff, c558, c558
c558:
	jeq #0xffffffff, c559, c559
c559:
	jeq #0xffffffff, c560, c560
c560:
	jeq #0xffffffff, c561, c561
c561:
	jeq #0xffffffff, c562, c562
c562:
	jeq #0xffffffff, c563, c563
c563:
	jeq #0xffffffff, c564, c564
c564:
	jeq #0xffffffff, c565, c565
c565:
	jeq #0xffffffff, c566, c566
c566:
	jeq #0xffffffff, c567, c567
c567:
	jeq #0xffffffff, c568, c568
c568:
	jeq #0xffffffff, c569, c569
c569:
	jeq #0xffffffff, c570, c570
c570:
	jeq #0xffffffff, c571, c571
c571:
	jeq #0xffffffff, c572, c572
c572:
	jeq #0xffffffff, c573, c573
c573:
	jeq #0xffffffff, c574, c574
c574:
	jeq #0xffffffff, c575, c575
c575:
	jeq #0xffffffff, c576, c576
c576:
	jeq #0xffffffff, c577, c577
c577:
	jeq #0xffffffff, c578, c578
c578:
	jeq #0xffffffff, c579, c579
c579:
	jeq #0xffffffff, c580, c580
c580:
	jeq #0xffffffff, c581, c581
c581:
	jeq #0xffffffff, c582, c582
c582:
	jeq #0xffffffff, c583, c583
c583:
	jeq #0xffffffff, c584, c584
c584:
	jeq #0xffffffff, c585, c585
c585:
	jeq #0xffffffff, c586, c586
c586:
	jeq #0xffffffff, c587, c587
c587:
	jeq #0xffffffff, c588, c588
c588:
	jeq #0xffffffff, c589, c589
c589:
	jeq #0xffffffff, c590, c590
c590:
	jeq #0xffffffff, c591, c591
c591:
	jeq #0xffffffff, c592, c592
c592:
	jeq #0xffffffff, c593, c593
c593:
	jeq #0xffffffff, c594, c594
c594:
	jeq #0xffffffff, c595, c595
c595:
	jeq #0xffffffff, c596, c596
c596:
	jeq #0xffffffff, c597, c597
c597:
	jeq #0xffffffff, c598, c598
c598:
	jeq #0xffffffff, c599, c599
c599:
	jeq #0xffffffff, c600, c600
c600:
	jeq #0xffffffff, c601, c601
c601:
	jeq #0xffffffff, c602, c602
c602:
	jeq #0xffffffff, c603, c603
c603:
	jeq #0xffffffff, c604, c604
c604:
	jeq #0xffffffff, c605, c605
c605:
	jeq #0xffffffff, c606, c606
c606:
	jeq #0xffffffff, c607, c607
c607:
	jeq #0xffffffff, c608, c608
c608:
	jeq #0xffffffff, c609, c609
c609:
	jeq #0xffffffff, c610, c610
c610:
	jeq #0xffffffff, c611, c611
c611:
	jeq #0xffffffff, c612, c612
c612:
	jeq #0xffffffff, c613, c613
c613:
	jeq #0xffffffff, c614, c614
c614:
	jeq #0xffffffff, c615, c615
c615:
	jeq #0xffffffff, c616, c616
c616:
	jeq #0xffffffff, c617, c617
c617:
	jeq #0xffffffff, c618, c618
c618:
	jeq #0xffffffff, c619, c619
c619:
	jeq #0xffffffff, c620, c620
c620:
	jeq #0xffffffff, c621, c621
c621:
	jeq #0xffffffff, c622, c622
c622:
	jeq #0xffffffff, c623, c623
c623:
	jeq #0xffffffff, c624, c624
c624:
	jeq #0xffffffff, c625, c625
c625:
	jeq #0xffffffff, c626, c626
c626:
	jeq #0xffffffff, c627, c627
c627:
	jeq #0xffffffff, c628, c628
c628:
	jeq #0xffffffff, c629, c629
c629:
	jeq #0xffffffff, c630, c630
c630:
	jeq #0xffffffff, c631, c631
c631:
	jeq #0xffffffff, c632, c632
c632:
	jeq #0xffffffff, c633, c633
c633:
	jeq #0xffffffff, c634, c634
c634:
	jeq #0xffffffff, c635, c635
c635:
	jeq #0xffffffff, c636, c636
c636:
	jeq #0xffffffff, c637, c637
c637:
	jeq #0xffffffff, c638, c638
c638:
	jeq #0xffffffff, c639, c639
c639:
	jeq #0xffffffff, c640, c640
c640:
	jeq #0xffffffff, c641, c641
c641:
	jeq #0xffffffff, c642, c642
c642:
	jeq #0xffffffff, c643, c643
c643:
	jeq #0xffffffff, c644, c644
c644:
	jeq #0xffffffff, c645, c645
c645:
	jeq #0xffffffff, c646, c646
c646:
	jeq #0xffffffff, c647, c647
c647:
	jeq #0xffffffff, c648, c648
c648:
	jeq #0xffffffff, c649, c649
c649:
	jeq #0xffffffff, c650, c650
c650:
	jeq #0xffffffff, c651, c651
c651:
	jeq #0xffffffff, c652, c652
c652:
	jeq #0xffffffff, c653, c653
c653:
	jeq #0xffffffff, c654, c654
c654:
	jeq #0xffffffff, c655, c655
c655:
	jeq #0xffffffff, c656, c656
c656:
	jeq #0xffffffff, c657, c657
c657:
	jeq #0xffffffff, c658, c658
c658:
	jeq #0xffffffff, c659, c659
c659:
	jeq #0xffffffff, c660, c660
c660:
	jeq #0xffffffff, c661, c661
c661:
	jeq #0xffffffff, c662, c662
c662:
	jeq #0xffffffff, c663, c663
c663:
	jeq #0xffffffff, c664, c664
c664:
	jeq #0xffffffff, c665, c665
c665:
	jeq #0xffffffff, c666, c666
c666:
	jeq #0xffffffff, c667, c667
c667:
	jeq #0xffffffff, c668, c668
c668:
	jeq #0xffffffff, c669, c669
c669:
	jeq #0xffffffff, c670, c670
c670:
	jeq #0xffffffff, c671, c671
c671:
	jeq #0xffffffff, c672, c672
c672:
	jeq #0xffffffff, c673, c673
c673:
	jeq #0xffffffff, c674, c674
c674:
	jeq #0xffffffff, c675, c675
c675:
	jeq #0xffffffff, c676, c676
c676:
	jeq #0xffffffff, c677, c677
c677:
	jeq #0xffffffff, c678, c678
c678:
	jeq #0xffffffff, c679, c679
c679:
	jeq #0xffffffff, c680, c680
c680:
	jeq #0xffffffff, c681, c681
c681:
	jeq #0xffffffff, c682, c682
c682:
	jeq #0xffffffff, c683, c683
c683:
	jeq #0xffffffff, c684, c684
c684:
	jeq #0xffffffff, c685, c685
c685:
	jeq #0xffffffff, c686, c686
c686:
	jeq #0xffffffff, c687, c687
c687:
	jeq #0xffffffff, c688, c688
c688:
	jeq #0xffffffff, c689, c689
c689:
	jeq #0xffffffff, c690, c690
c690:
	jeq #0xffffffff, c691, c691
c691:
	jeq #0xffffffff, c692, c692
c692:
	jeq #0xffffffff, c693, c693
c693:
	jeq #0xffffffff, c694, c694
c694:
	jeq #0xffffffff, c695, c695
c695:
	jeq #0xffffffff, c696, c696
c696:
	jeq #0xffffffff, c697, c697
c697:
	jeq #0xffffffff, c698, c698
c698:
	jeq #0xffffffff, c699, c699
c699:
	jeq #0xffffffff, c700, c700
c700:
	jeq #0xffffffff, c701, c701
c701:
	jeq #0xffffffff, c702, c702
c702:
	jeq #0xffffffff, c703, c703
c703:
	jeq #0xffffffff, c704, c704
c704:
	jeq #0xffffffff, c705, c705
c705:
	jeq #0xffffffff, c706, c706
c706:
	jeq #0xffffffff, c707, c707
c707:
	jeq #0xffffffff, c708, c708
c708:
	jeq #0xffffffff, c709, c709
c709:
	jeq #0xffffffff, c710, c710
c710:
	jeq #0xffffffff, c711, c711
c711:
	jeq #0xffffffff, c712, c712
c712:
	jeq #0xffffffff, c713, c713
c713:
	jeq #0xffffffff, c714, c714
c714:
	jeq #0xffffffff, c715, c715
c715:
	jeq #0xffffffff, c716, c716
c716:
	jeq #0xffffffff, c717, c717
c717:
	jeq #0xffffffff, c718, c718
c718:
	jeq #0xffffffff, c719, c719
c719:
	jeq #0xffffffff, c720, c720
c720:
	jeq #0xffffffff, c721, c721
c721:
	jeq #0xffffffff, c722, c722
c722:
	jeq #0xffffffff, c723, c723
c723:
	jeq #0xffffffff, c724, c724
c724:
	jeq #0xffffffff, c725, c725
c725:
	jeq #0xffffffff, c726, c726
c726:
	jeq #0xffffffff, c727, c727
c727:
	jeq #0xffffffff, c728, c728
c728:
	jeq #0xffffffff, c729, c729
c729:
	jeq #0xffffffff, c730, c730
c730:
	jeq #0xffffffff, c731, c731
c731:
	jeq #0xffffffff, c732, c732
c732:
	jeq #0xffffffff, c733, c733
c733:
	jeq #0xffffffff, c734, c734
c734:
	jeq #0xffffffff, c735, c735
c735:
	jeq #0xffffffff, c736, c736
c736:
	jeq #0xffffffff, c737, c737
c737:
	jeq #0xffffffff, c738, c738
c738:
	jeq #0xffffffff, c739, c739
c739:
	jeq #0xffffffff, c740, c740
c740:
	jeq #0xffffffff, c741, c741
c741:
	jeq #0xffffffff, c742, c742
c742:
	jeq #0xffffffff, c743, c743
c743:
	jeq #0xffffffff, c744, c744
c744:
	jeq #0xffffffff, c745, c745
c745:
	jeq #0xffffffff, c746, c746
c746:
	jeq #0xffffffff, c747, c747
c747:
	jeq #0xffffffff, c748, c748
c748:
	jeq #0xffffffff, c749, c749
c749:
	jeq #0xffffffff, c750, c750
c750:
	jeq #0xffffffff, c751, c751
c751:
	jeq #0xffffffff, c752, c752
c752:
	jeq #0xffffffff, c753, c753
c753:
	jeq #0xffffffff, c754, c754
c754:
	jeq #0xffffffff, c755, c755
c755:
	jeq #0xffffffff, c756, c756
c756:
	jeq #0xffffffff, c757, c757
c757:
	jeq #0xffffffff, c758, c758
c758:
	jeq #0xffffffff, c759, c759
c759:
	jeq #0xffffffff, c760, c760
c760:
	jeq #0xffffffff, c761, c761
c761:
	jeq #0xffffffff, c762, c762
c762:
	jeq #0xffffffff, c763, c763
c763:
	jeq #0xffffffff, c764, c764
c764:
	jeq #0xffffffff, c765, c765
c765:
	jeq #0xffffffff, c766, c766
c766:
	jeq #0xffffffff, c767, c767
c767:
	jeq #0xffffffff, c768, c768
c768:
	jeq #0xffffffff, c769, c769
c769:
	jeq #0xffffffff, c770, c770
c770:
	jeq #0xffffffff, c771, c771
c771:
	jeq #0xffffffff, c772, c772
c772:
	jeq #0xffffffff, c773, c773
c773:
	jeq #0xffffffff, c774, c774
c774:
	jeq #0xffffffff, c775, c775
c775:
	jeq #0xffffffff, c776, c776
c776:
	jeq #0xffffffff, c777, c777
c777:
	jeq #0xffffffff, c778, c778
c778:
	jeq #0xffffffff, c779, c779
c779:
	jeq #0xffffffff, c780, c780
c780:
	jeq #0xffffffff, c781, c781
c781:
	jeq #0xffffffff, c782, c782
c782:
	jeq #0xffffffff, c783, c783
c783:
	jeq #0xffffffff, c784, c784
c784:
	jeq #0xffffffff, c785, c785
c785:
	jeq #0xffffffff, c786, c786
c786:
	jeq #0xffffffff, c787, c787
c787:
	jeq #0xffffffff, c788, c788
c788:
	jeq #0xffffffff, c789, c789
c789:
	jeq #0xffffffff, c790, c790
c790:
	jeq #0xffffffff, c791, c791
c791:
	jeq #0xffffffff, c792, c792
c792:
	jeq #0xffffffff, c793, c793
c793:
	jeq #0xffffffff, c794, c794
c794:
	jeq #0xffffffff, c795, c795
c795:
	jeq #0xffffffff, c796, c796
c796:
	jeq #0xffffffff, c797, c797
c797:
	jeq #0xffffffff, c798, c798
c798:
	jeq #0xffffffff, c799, c799
c799:
	jeq #0xffffffff, c800, c800
c800:
	jeq #0xffffffff, c801, c801
c801:
	jeq #0xffffffff, c802, c802
c802:
	jeq #0xffffffff, c803, c803
c803:
	jeq #0xffffffff, c804, c804
c804:
	jeq #0xffffffff, c805, c805
c805:
	jeq #0xffffffff, c806, c806
c806:
	jeq #0xffffffff, c807, c807
c807:
	jeq #0xffffffff, c808, c808
c808:
	jeq #0xffffffff, c809, c809
c809:
	jeq #0xffffffff, c810, c810
c810:
	jeq #0xffffffff, c811, c811
c811:
	jeq #0xffffffff, c812, c812
c812:
	jeq #0xffffffff, c813, c813
c813:
	jeq #0xffffffff, c814, c814
c814:
	jeq #0xffffffff, c815, c815
c815:
	jeq #0xffffffff, c816, c816
c816:
	jeq #0xffffffff, c817, c817
c817:
	jeq #0xffffffff, c818, c818
c818:
	jeq #0xffffffff, c819, c819
c819:
	jeq #0xffffffff, c820, c820
c820:
	jeq #0xffffffff, c821, c821
c821:
	jeq #0xffffffff, c822, c822
c822:
	jeq #0xffffffff, c823, c823
c823:
	jeq #0xffffffff, c824, c824
c824:
	jeq #0xffffffff, c825, c825
c825:
	jeq #0xffffffff, c826, c826
c826:
	jeq #0xffffffff, c827, c827
c827:
	jeq #0xffffffff, c828, c828
c828:
	jeq #0xffffffff, c829, c829
c829:
	jeq #0xffffffff, c830, c830
c830:
	jeq #0xffffffff, c831, c831
c831:
	jeq #0xffffffff, c832, c832
c832:
	jeq #0xffffffff, c833, c833
c833:
	jeq #0xffffffff, c834, c834
c834:
	jeq #0xffffffff, c835, c835
c835:
	jeq #0xffffffff, c836, c836
c836:
	jeq #0xffffffff, c837, c837
c837:
	jeq #0xffffffff, c838, c838
c838:
	jeq #0xffffffff, c839, c839
c839:
	jeq #0xffffffff, c840, c840
c840:
	jeq #0xffffffff, c841, c841
c841:
	jeq #0xffffffff, c842, c842
c842:
	jeq #0xffffffff, c843, c843
c843:
	jeq #0xffffffff, c844, c844
c844:
	jeq #0xffffffff, c845, c845
c845:
	jeq #0xffffffff, c846, c846
c846:
	jeq #0xffffffff, c847, c847
c847:
	jeq #0xffffffff, c848, c848
c848:
	jeq #0xffffffff, c849, c849
c849:
	jeq #0xffffffff, c850, c850
c850:
	jeq #0xffffffff, c851, c851
c851:
	jeq #0xffffffff, c852, c852
c852:
	jeq #0xffffffff, c853, c853
c853:
	jeq #0xffffffff, c854, c854
c854:
	jeq #0xffffffff, c855, c855
c855:
	jeq #0xffffffff, c856, c856
c856:
	jeq #0xffffffff, c857, c857
c857:
	jeq #0xffffffff, c858, c858
c858:
	jeq #0xffffffff, c859, c859
c859:
	jeq #0xffffffff, c860, c860
c860:
	jeq #0xffffffff, c861, c861
c861:
	jeq #0xffffffff, c862, c862
c862:
	jeq #0xffffffff, c863, c863
c863:
	jeq #0xffffffff, c864, c864
c864:
	jeq #0xffffffff, c865, c865
c865:
	jeq #0xffffffff, c866, c866
c866:
	jeq #0xffffffff, c867, c867
c867:
	jeq #0xffffffff, c868, c868
c868:
	jeq #0xffffffff, c869, c869
c869:
	jeq #0xffffffff, c870, c870
c870:
	jeq #0xffffffff, c871, c871
c871:
	jeq #0xffffffff, c872, c872
c872:
	jeq #0xffffffff, c873, c873
c873:
	jeq #0xffffffff, c874, c874
c874:
	jeq #0xffffffff, c875, c875
c875:
	jeq #0xffffffff, c876, c876
c876:
	jeq #0xffffffff, c877, c877
c877:
	jeq #0xffffffff, c878, c878
c878:
	jeq #0xffffffff, c879, c879
c879:
	jeq #0xffffffff, c880, c880
c880:
	jeq #0xffffffff, c881, c881
c881:
	jeq #0xffffffff, c882, c882
c882:
	jeq #0xffffffff, c883, c883
c883:
	jeq #0xffffffff, c884, c884
c884:
	jeq #0xffffffff, c885, c885
c885:
	jeq #0xffffffff, c886, c886
c886:
	jeq #0xffffffff, c887, c887
c887:
	jeq #0xffffffff, c888, c888
c888:
	jeq #0xffffffff, c889, c889
c889:
	jeq #0xffffffff, c890, c890
c890:
	jeq #0xffffffff, c891, c891
c891:
	jeq #0xffffffff, c892, c892
c892:
	jeq #0xffffffff, c893, c893
c893:
	jeq #0xffffffff, c894, c894
c894:
	jeq #0xffffffff, c895, c895
c895:
	jeq #0xffffffff, c896, c896
c896:
	jeq #0xffffffff, c897, c897
c897:
	jeq #0xffffffff, c898, c898
c898:
	jeq #0xffffffff, c899, c899
c899:
	jeq #0xffffffff, c900, c900
c900:
	jeq #0xffffffff, c901, c901
c901:
	jeq #0xffffffff, c902, c902
c902:
	jeq #0xffffffff, c903, c903
c903:
	jeq #0xffffffff, c904, c904
c904:
	jeq #0xffffffff, c905, c905
c905:
	jeq #0xffffffff, c906, c906
c906:
	jeq #0xffffffff, c907, c907
c907:
	jeq #0xffffffff, c908, c908
c908:
	jeq #0xffffffff, c909, c909
c909:
	jeq #0xffffffff, c910, c910
c910:
	jeq #0xffffffff, c911, c911
c911:
	jeq #0xffffffff, c912, c912
c912:
	jeq #0xffffffff, c913, c913
c913:
	jeq #0xffffffff, c914, c914
c914:
	jeq #0xffffffff, c915, c915
c915:
	jeq #0xffffffff, c916, c916
c916:
	jeq #0xffffffff, c917, c917
c917:
	jeq #0xffffffff, c918, c918
c918:
	jeq #0xffffffff, c919, c919
c919:
	jeq #0xffffffff, c920, c920
c920:
	jeq #0xffffffff, c921, c921
c921:
	jeq #0xffffffff, c922, c922
c922:
	jeq #0xffffffff, c923, c923
c923:
	jeq #0xffffffff, c924, c924
c924:
	jeq #0xffffffff, c925, c925
c925:
	jeq #0xffffffff, c926, c926
c926:
	jeq #0xffffffff, c927, c927
c927:
	jeq #0xffffffff, c928, c928
c928:
	jeq #0xffffffff, c929, c929
c929:
	jeq #0xffffffff, c930, c930
c930:
	jeq #0xffffffff, c931, c931
c931:
	jeq #0xffffffff, c932, c932
c932:
	jeq #0xffffffff, c933, c933
c933:
	jeq #0xffffffff, c934, c934
c934:
	jeq #0xffffffff, c935, c935
c935:
	jeq #0xffffffff, c936, c936
c936:
	jeq #0xffffffff, c937, c937
c937:
	jeq #0xffffffff, c938, c938
c938:
	jeq #0xffffffff, c939, c939
c939:
	jeq #0xffffffff, c940, c940
c940:
	jeq #0xffffffff, c941, c941
c941:
	jeq #0xffffffff, c942, c942
c942:
	jeq #0xffffffff, c943, c943
c943:
	jeq #0xffffffff, c944, c944
c944:
	jeq #0xffffffff, c945, c945
c945:
	jeq #0xffffffff, c946, c946
c946:
	jeq #0xffffffff, c947, c947
c947:
	jeq #0xffffffff, c948, c948
c948:
	jeq #0xffffffff, c949, c949
c949:
	jeq #0xffffffff, c950, c950
c950:
	jeq #0xffffffff, c951, c951
c951:
	jeq #0xffffffff, c952, c952
c952:
	jeq #0xffffffff, c953, c953
c953:
	jeq #0xffffffff, c954, c954
c954:
	jeq #0xffffffff, c955, c955
c955:
	jeq #0xffffffff, c956, c956
c956:
	jeq #0xffffffff, c957, c957
c957:
	jeq #0xffffffff, c958, c958
c958:
	jeq #0xffffffff, c959, c959
c959:
	jeq #0xffffffff, c960, c960
c960:
	jeq #0xffffffff, c961, c961
c961:
	jeq #0xffffffff, c962, c962
c962:
	jeq #0xffffffff, c963, c963
c963:
	jeq #0xffffffff, c964, c964
c964:
	jeq #0xffffffff, c965, c965
c965:
	jeq #0xffffffff, c966, c966
c966:
	jeq #0xffffffff, c967, c967
c967:
	jeq #0xffffffff, c968, c968
c968:
	jeq #0xffffffff, c969, c969
c969:
	jeq #0xffffffff, c970, c970
c970:
	jeq #0xffffffff, c971, c971
c971:
	jeq #0xffffffff, c972, c972
c972:
	jeq #0xffffffff, c973, c973
c973:
	jeq #0xffffffff, c974, c974
c974:
	jeq #0xffffffff, c975, c975
c975:
	jeq #0xffffffff, c976, c976
c976:
	jeq #0xffffffff, c977, c977
c977:
	jeq #0xffffffff, c978, c978
c978:
	jeq #0xffffffff, c979, c979
c979:
	jeq #0xffffffff, c980, c980
c980:
	jeq #0xffffffff, c981, c981
c981:
	jeq #0xffffffff, c982, c982
c982:
	jeq #0xffffffff, c983, c983
c983:
	jeq #0xffffffff, c984, c984
c984:
	jeq #0xffffffff, c985, c985
c985:
	jeq #0xffffffff, c986, c986
c986:
	jeq #0xffffffff, c987, c987
c987:
	jeq #0xffffffff, c988, c988
c988:
	jeq #0xffffffff, c989, c989
c989:
	jeq #0xffffffff, c990, c990
c990:
	jeq #0xffffffff, c991, c991
c991:
	jeq #0xffffffff, c992, c992
c992:
	jeq #0xffffffff, c993, c993
c993:
	jeq #0xffffffff, c994, c994
c994:
	jeq #0xffffffff, c995, c995
c995:
	jeq #0xffffffff, c996, c996
c996:
	jeq #0xffffffff, c997, c997
c997:
	jeq #0xffffffff, c998, c998
c998:
	jeq #0xffffffff, c999, c999
c999:
	jeq #0xffffffff, c1000, c1000
c1000:
	jeq #0xffffffff, c1001, c1001
c1001:
	jeq #0xffffffff, c1002, c1002
c1002:
	jeq #0xffffffff, c1003, c1003
c1003:
	jeq #0xffffffff, c1004, c1004
c1004:
	jeq #0xffffffff, c1005, c1005
c1005:
	jeq #0xffffffff, c1006, c1006
c1006:
	jeq #0xffffffff, c1007, c1007
c1007:
	jeq #0xffffffff, c1008, c1008
c1008:
	jeq #0xffffffff, c1009, c1009
c1009:
	jeq #0xffffffff, c1010, c1010
c1010:
	jeq #0xffffffff, c1011, c1011
c1011:
	jeq #0xffffffff, c1012, c1012
c1012:
	jeq #0xffffffff, c1013, c1013
c1013:
	jeq #0xffffffff, c1014, c1014
c1014:
	jeq #0xffffffff, c1015, c1015
c1015:
	jeq #0xffffffff, c1016, c1016
c1016:
	jeq #0xffffffff, c1017, c1017
c1017:
	jeq #0xffffffff, c1018, c1018
c1018:
	jeq #0xffffffff, c1019, c1019
c1019:
	jeq #0xffffffff, c1020, c1020
c1020:
	jeq #0xffffffff, c1021, c1021
c1021:
	jeq #0xffffffff, c1022, c1022
c1022:
	jeq #0xffffffff, c1023, c1023
c1023:
	jeq #0xffffffff, c1024, c1024
c1024:
	jeq #0xffffffff, c1025, c1025
c1025:
	jeq #0xffffffff, c1026, c1026
c1026:
	jeq #0xffffffff, c1027, c1027
c1027:
	jeq #0xffffffff, c1028, c1028
c1028:
	jeq #0xffffffff, c1029, c1029
c1029:
	jeq #0xffffffff, c1030, c1030
c1030:
	jeq #0xffffffff, c1031, c1031
c1031:
	jeq #0xffffffff, c1032, c1032
c1032:
	jeq #0xffffffff, c1033, c1033
c1033:
	jeq #0xffffffff, c1034, c1034
c1034:
	jeq #0xffffffff, c1035, c1035
c1035:
	jeq #0xffffffff, c1036, c1036
c1036:
	jeq #0xffffffff, c1037, c1037
c1037:
	jeq #0xffffffff, c1038, c1038
c1038:
	jeq #0xffffffff, c1039, c1039
c1039:
	jeq #0xffffffff, c1040, c1040
c1040:
	jeq #0xffffffff, c1041, c1041
c1041:
	jeq #0xffffffff, c1042, c1042
c1042:
	jeq #0xffffffff, c1043, c1043
c1043:
	jeq #0xffffffff, c1044, c1044
c1044:
	jeq #0xffffffff, c1045, c1045
c1045:
	jeq #0xffffffff, c1046, c1046
c1046:
	jeq #0xffffffff, c1047, c1047
c1047:
	jeq #0xffffffff, c1048, c1048
c1048:
	jeq #0xffffffff, c1049, c1049
c1049:
	jeq #0xffffffff, c1050, c1050
c1050:
	jeq #0xffffffff, c1051, c1051
c1051:
	jeq #0xffffffff, c1052, c1052
c1052:
	jeq #0xffffffff, c1053, c1053
c1053:
	jeq #0xffffffff, c1054, c1054
c1054:
	jeq #0xffffffff, c1055, c1055
c1055:
	jeq #0xffffffff, c1056, c1056
c1056:
	jeq #0xffffffff, c1057, c1057
c1057:
	jeq #0xffffffff, c1058, c1058
c1058:
	jeq #0xffffffff, c1059, c1059
c1059:
	jeq #0xffffffff, c1060, c1060
c1060:
	jeq #0xffffffff, c1061, c1061
c1061:
	jeq #0xffffffff, c1062, c1062
c1062:
	jeq #0xffffffff, c1063, c1063
c1063:
	jeq #0xffffffff, c1064, c1064
c1064:
	jeq #0xffffffff, c1065, c1065
c1065:
	jeq #0xffffffff, c1066, c1066
c1066:
	jeq #0xffffffff, c1067, c1067
c1067:
	jeq #0xffffffff, c1068, c1068
c1068:
	jeq #0xffffffff, c1069, c1069
c1069:
	jeq #0xffffffff, c1070, c1070
c1070:
	jeq #0xffffffff, c1071, c1071
c1071:
	jeq #0xffffffff, c1072, c1072
c1072:
	jeq #0xffffffff, c1073, c1073
c1073:
	jeq #0xffffffff, c1074, c1074
c1074:
	jeq #0xffffffff, c1075, c1075
c1075:
	jeq #0xffffffff, c1076, c1076
c1076:
	jeq #0xffffffff, c1077, c1077
c1077:
	jeq #0xffffffff, c1078, c1078
c1078:
	jeq #0xffffffff, c1079, c1079
c1079:
	jeq #0xffffffff, c1080, c1080
c1080:
	jeq #0xffffffff, c1081, c1081
c1081:
	jeq #0xffffffff, c1082, c1082
c1082:
	jeq #0xffffffff, c1083, c1083
c1083:
	jeq #0xffffffff, c1084, c1084
c1084:
	jeq #0xffffffff, c1085, c1085
c1085:
	jeq #0xffffffff, c1086, c1086
c1086:
	jeq #0xffffffff, c1087, c1087
c1087:
	jeq #0xffffffff, c1088, c1088
c1088:
	jeq #0xffffffff, c1089, c1089
c1089:
	jeq #0xffffffff, c1090, c1090
c1090:
	jeq #0xffffffff, c1091, c1091
c1091:
	jeq #0xffffffff, c1092, c1092
c1092:
	jeq #0xffffffff, c1093, c1093
c1093:
	jeq #0xffffffff, c1094, c1094
c1094:
	jeq #0xffffffff, c1095, c1095
c1095:
	jeq #0xffffffff, c1096, c1096
c1096:
	jeq #0xffffffff, c1097, c1097
c1097:
	jeq #0xffffffff, c1098, c1098
c1098:
	jeq #0xffffffff, c1099, c1099
c1099:
	jeq #0xffffffff, c1100, c1100
c1100:
	jeq #0xffffffff, c1101, c1101
c1101:
	jeq #0xffffffff, c1102, c1102
c1102:
	jeq #0xffffffff, c1103, c1103
c1103:
	jeq #0xffffffff, c1104, c1104
c1104:
	jeq #0xffffffff, c1105, c1105
c1105:
	jeq #0xffffffff, c1106, c1106
c1106:
	jeq #0xffffffff, c1107, c1107
c1107:
	jeq #0xffffffff, c1108, c1108
c1108:
	jeq #0xffffffff, c1109, c1109
c1109:
	jeq #0xffffffff, c1110, c1110
c1110:
	jeq #0xffffffff, c1111, c1111
c1111:
	jeq #0xffffffff, c1112, c1112
c1112:
	jeq #0xffffffff, c1113, c1113
c1113:
	jeq #0xffffffff, c1114, c1114
c1114:
	jeq #0xffffffff, c1115, c1115
c1115:
	jeq #0xffffffff, c1116, c1116
c1116:
	jeq #0xffffffff, c1117, c1117
c1117:
	jeq #0xffffffff, c1118, c1118
c1118:
	jeq #0xffffffff, c1119, c1119
c1119:
	jeq #0xffffffff, c1120, c1120
c1120:
	jeq #0xffffffff, c1121, c1121
c1121:
	jeq #0xffffffff, c1122, c1122
c1122:
	jeq #0xffffffff, c1123, c1123
c1123:
	jeq #0xffffffff, c1124, c1124
c1124:
	jeq #0xffffffff, c1125, c1125
c1125:
	jeq #0xffffffff, c1126, c1126
c1126:
	jeq #0xffffffff, c1127, c1127
c1127:
	jeq #0xffffffff, c1128, c1128
c1128:
	jeq #0xffffffff, c1129, c1129
c1129:
	jeq #0xffffffff, c1130, c1130
c1130:
	jeq #0xffffffff, c1131, c1131
c1131:
	jeq #0xffffffff, c1132, c1132
c1132:
	jeq #0xffffffff, c1133, c1133
c1133:
	jeq #0xffffffff, c1134, c1134
c1134:
	jeq #0xffffffff, c1135, c1135
c1135:
	jeq #0xffffffff, c1136, c1136
c1136:
	jeq #0xffffffff, c1137, c1137
c1137:
	jeq #0xffffffff, c1138, c1138
c1138:
	jeq #0xffffffff, c1139, c1139
c1139:
	jeq #0xffffffff, c1140, c1140
c1140:
	jeq #0xffffffff, c1141, c1141
c1141:
	jeq #0xffffffff, c1142, c1142
c1142:
	jeq #0xffffffff, c1143, c1143
c1143:
	jeq #0xffffffff, c1144, c1144
c1144:
	jeq #0xffffffff, c1145, c1145
c1145:
	jeq #0xffffffff, c1146, c1146
c1146:
	jeq #0xffffffff, c1147, c1147
c1147:
	jeq #0xffffffff, c1148, c1148
c1148:
	jeq #0xffffffff, c1149, c1149
c1149:
	jeq #0xffffffff, c1150, c1150
c1150:
	jeq #0xffffffff, c1151, c1151
c1151:
	jeq #0xffffffff, c1152, c1152
c1152:
	jeq #0xffffffff, c1153, c1153
c1153:
	jeq #0xffffffff, c1154, c1154
c1154:
	jeq #0xffffffff, c1155, c1155
c1155:
	jeq #0xffffffff, c1156, c1156
c1156:
	jeq #0xffffffff, c1157, c1157
c1157:
	jeq #0xffffffff, c1158, c1158
c1158:
	jeq #0xffffffff, c1159, c1159
c1159:
	jeq #0xffffffff, c1160, c1160
c1160:
	jeq #0xffffffff, c1161, c1161
c1161:
	jeq #0xffffffff, c1162, c1162
c1162:
	jeq #0xffffffff, c1163, c1163
c1163:
	jeq #0xffffffff, c1164, c1164
c1164:
	jeq #0xffffffff, c1165, c1165
c1165:
	jeq #0xffffffff, c1166, c1166
c1166:
	jeq #0xffffffff, c1167, c1167
c1167:
	jeq #0xffffffff, c1168, c1168
c1168:
	jeq #0xffffffff, c1169, c1169
c1169:
	jeq #0xffffffff, c1170, c1170
c1170:
	jeq #0xffffffff, c1171, c1171
c1171:
	jeq #0xffffffff, c1172, c1172
c1172:
	jeq #0xffffffff, c1173, c1173
c1173:
	jeq #0xffffffff, c1174, c1174
c1174:
	jeq #0xffffffff, c1175, c1175
c1175:
	jeq #0xffffffff, c1176, c1176
c1176:
	jeq #0xffffffff, c1177, c1177
c1177:
	jeq #0xffffffff, c1178, c1178
c1178:
	jeq #0xffffffff, c1179, c1179
c1179:
	jeq #0xffffffff, c1180, c1180
c1180:
	jeq #0xffffffff, c1181, c1181
c1181:
	jeq #0xffffffff, c1182, c1182
c1182:
	jeq #0xffffffff, c1183, c1183
c1183:
	jeq #0xffffffff, c1184, c1184
c1184:
	jeq #0xffffffff, c1185, c1185
c1185:
	jeq #0xffffffff, c1186, c1186
c1186:
	jeq #0xffffffff, c1187, c1187
c1187:
	jeq #0xffffffff, c1188, c1188
c1188:
	jeq #0xffffffff, c1189, c1189
c1189:
	jeq #0xffffffff, c1190, c1190
c1190:
	jeq #0xffffffff, c1191, c1191
c1191:
	jeq #0xffffffff, c1192, c1192
c1192:
	jeq #0xffffffff, c1193, c1193
c1193:
	jeq #0xffffffff, c1194, c1194
c1194:
	jeq #0xffffffff, c1195, c1195
c1195:
	jeq #0xffffffff, c1196, c1196
c1196:
	jeq #0xffffffff, c1197, c1197
c1197:
	jeq #0xffffffff, c1198, c1198
c1198:
	jeq #0xffffffff, c1199, c1199
c1199:
	jeq #0xffffffff, c1200, c1200
c1200:
	jeq #0xffffffff, c1201, c1201
c1201:
	jeq #0xffffffff, c1202, c1202
c1202:
	jeq #0xffffffff, c1203, c1203
c1203:
	jeq #0xffffffff, c1204, c1204
c1204:
	jeq #0xffffffff, c1205, c1205
c1205:
	jeq #0xffffffff, c1206, c1206
c1206:
	jeq #0xffffffff, c1207, c1207
c1207:
	jeq #0xffffffff, c1208, c1208
c1208:
	jeq #0xffffffff, c1209, c1209
c1209:
	jeq #0xffffffff, c1210, c1210
c1210:
	jeq #0xffffffff, c1211, c1211
c1211:
	jeq #0xffffffff, c1212, c1212
c1212:
	jeq #0xffffffff, c1213, c1213
c1213:
	jeq #0xffffffff, c1214, c1214
c1214:
	jeq #0xffffffff, c1215, c1215
c1215:
	jeq #0xffffffff, c1216, c1216
c1216:
	jeq #0xffffffff, c1217, c1217
c1217:
	jeq #0xffffffff, c1218, c1218
c1218:
	jeq #0xffffffff, c1219, c1219
c1219:
	jeq #0xffffffff, c1220, c1220
c1220:
	jeq #0xffffffff, c1221, c1221
c1221:
	jeq #0xffffffff, c1222, c1222
c1222:
	jeq #0xffffffff, c1223, c1223
c1223:
	jeq #0xffffffff, c1224, c1224
c1224:
	jeq #0xffffffff, c1225, c1225
c1225:
	jeq #0xffffffff, c1226, c1226
c1226:
	jeq #0xffffffff, c1227, c1227
c1227:
	jeq #0xffffffff, c1228, c1228
c1228:
	jeq #0xffffffff, c1229, c1229
c1229:
	jeq #0xffffffff, c1230, c1230
c1230:
	jeq #0xffffffff, c1231, c1231
c1231:
	jeq #0xffffffff, c1232, c1232
c1232:
	jeq #0xffffffff, c1233, c1233
c1233:
	jeq #0xffffffff, c1234, c1234
c1234:
	jeq #0xffffffff, c1235, c1235
c1235:
	jeq #0xffffffff, c1236, c1236
c1236:
	jeq #0xffffffff, c1237, c1237
c1237:
	jeq #0xffffffff, c1238, c1238
c1238:
	jeq #0xffffffff, c1239, c1239
c1239:
	jeq #0xffffffff, c1240, c1240
c1240:
	jeq #0xffffffff, c1241, c1241
c1241:
	jeq #0xffffffff, c1242, c1242
c1242:
	jeq #0xffffffff, c1243, c1243
c1243:
	jeq #0xffffffff, c1244, c1244
c1244:
	jeq #0xffffffff, c1245, c1245
c1245:
	jeq #0xffffffff, c1246, c1246
c1246:
	jeq #0xffffffff, c1247, c1247
c1247:
	jeq #0xffffffff, c1248, c1248
c1248:
	jeq #0xffffffff, c1249, c1249
c1249:
	jeq #0xffffffff, c1250, c1250
c1250:
	jeq #0xffffffff, c1251, c1251
c1251:
	jeq #0xffffffff, c1252, c1252
c1252:
	jeq #0xffffffff, c1253, c1253
c1253:
	jeq #0xffffffff, c1254, c1254
c1254:
	jeq #0xffffffff, c1255, c1255
c1255:
	jeq #0xffffffff, c1256, c1256
c1256:
	jeq #0xffffffff, c1257, c1257
c1257:
	jeq #0xffffffff, c1258, c1258
c1258:
	jeq #0xffffffff, c1259, c1259
c1259:
	jeq #0xffffffff, c1260, c1260
c1260:
	jeq #0xffffffff, c1261, c1261
c1261:
	jeq #0xffffffff, c1262, c1262
c1262:
	jeq #0xffffffff, c1263, c1263
c1263:
	jeq #0xffffffff, c1264, c1264
c1264:
	jeq #0xffffffff, c1265, c1265
c1265:
	jeq #0xffffffff, c1266, c1266
c1266:
	jeq #0xffffffff, c1267, c1267
c1267:
	jeq #0xffffffff, c1268, c1268
c1268:
	jeq #0xffffffff, c1269, c1269
c1269:
	jeq #0xffffffff, c1270, c1270
c1270:
	jeq #0xffffffff, c1271, c1271
c1271:
	jeq #0xffffffff, c1272, c1272
c1272:
	jeq #0xffffffff, c1273, c1273
c1273:
	jeq #0xffffffff, c1274, c1274
c1274:
	jeq #0xffffffff, c1275, c1275
c1275:
	jeq #0xffffffff, c1276, c1276
c1276:
	jeq #0xffffffff, c1277, c1277
c1277:
	jeq #0xffffffff, c1278, c1278
c1278:
	jeq #0xffffffff, c1279, c1279
c1279:
	jeq #0xffffffff, c1280, c1280
c1280:
	jeq #0xffffffff, c1281, c1281
c1281:
	jeq #0xffffffff, c1282, c1282
c1282:
	jeq #0xffffffff, c1283, c1283
c1283:
	jeq #0xffffffff, c1284, c1284
c1284:
	jeq #0xffffffff, c1285, c1285
c1285:
	jeq #0xffffffff, c1286, c1286
c1286:
	jeq #0xffffffff, c1287, c1287
c1287:
	jeq #0xffffffff, c1288, c1288
c1288:
	jeq #0xffffffff, c1289, c1289
c1289:
	jeq #0xffffffff, c1290, c1290
c1290:
	jeq #0xffffffff, c1291, c1291
c1291:
	jeq #0xffffffff, c1292, c1292
c1292:
	jeq #0xffffffff, c1293, c1293
c1293:
	jeq #0xffffffff, c1294, c1294
c1294:
	jeq #0xffffffff, c1295, c1295
c1295:
	jeq #0xffffffff, c1296, c1296
c1296:
	jeq #0xffffffff, c1297, c1297
c1297:
	jeq #0xffffffff, c1298, c1298
c1298:
	jeq #0xffffffff, c1299, c1299
c1299:
	jeq #0xffffffff, c1300, c1300
c1300:
	jeq #0xffffffff, c1301, c1301
c1301:
	jeq #0xffffffff, c1302, c1302
c1302:
	jeq #0xffffffff, c1303, c1303
c1303:
	jeq #0xffffffff, c1304, c1304
c1304:
	jeq #0xffffffff, c1305, c1305
c1305:
	jeq #0xffffffff, c1306, c1306
c1306:
	jeq #0xffffffff, c1307, c1307
c1307:
	jeq #0xffffffff, c1308, c1308
c1308:
	jeq #0xffffffff, c1309, c1309
c1309:
	jeq #0xffffffff, c1310, c1310
c1310:
	jeq #0xffffffff, c1311, c1311
c1311:
	jeq #0xffffffff, c1312, c1312
c1312:
	jeq #0xffffffff, c1313, c1313
c1313:
	jeq #0xffffffff, c1314, c1314
c1314:
	jeq #0xffffffff, c1315, c1315
c1315:
	jeq #0xffffffff, c1316, c1316
c1316:
	jeq #0xffffffff, c1317, c1317
c1317:
	jeq #0xffffffff, c1318, c1318
c1318:
	jeq #0xffffffff, c1319, c1319
c1319:
	jeq #0xffffffff, c1320, c1320
c1320:
	jeq #0xffffffff, c1321, c1321
c1321:
	jeq #0xffffffff, c1322, c1322
c1322:
	jeq #0xffffffff, c1323, c1323
c1323:
	jeq #0xffffffff, c1324, c1324
c1324:
	jeq #0xffffffff, c1325, c1325
c1325:
	jeq #0xffffffff, c1326, c1326
c1326:
	jeq #0xffffffff, c1327, c1327
c1327:
	jeq #0xffffffff, c1328, c1328
c1328:
	jeq #0xffffffff, c1329, c1329
c1329:
	jeq #0xffffffff, c1330, c1330
c1330:
	jeq #0xffffffff, c1331, c1331
c1331:
	jeq #0xffffffff, c1332, c1332
c1332:
	jeq #0xffffffff, c1333, c1333
c1333:
	jeq #0xffffffff, c1334, c1334
c1334:
	jeq #0xffffffff, c1335, c1335
c1335:
	jeq #0xffffffff, c1336, c1336
c1336:
	jeq #0xffffffff, c1337, c1337
c1337:
	jeq #0xffffffff, c1338, c1338
c1338:
	jeq #0xffffffff, c1339, c1339
c1339:
	jeq #0xffffffff, c1340, c1340
c1340:
	jeq #0xffffffff, c1341, c1341
c1341:
	jeq #0xffffffff, c1342, c1342
c1342:
	jeq #0xffffffff, c1343, c1343
c1343:
	jeq #0xffffffff, c1344, c1344
c1344:
	jeq #0xffffffff, c1345, c1345
c1345:
	jeq #0xffffffff, c1346, c1346
c1346:
	jeq #0xffffffff, c1347, c1347
c1347:
	jeq #0xffffffff, c1348, c1348
c1348:
	jeq #0xffffffff, c1349, c1349
c1349:
	jeq #0xffffffff, c1350, c1350
c1350:
	jeq #0xffffffff, c1351, c1351
c1351:
	jeq #0xffffffff, c1352, c1352
c1352:
	jeq #0xffffffff, c1353, c1353
c1353:
	jeq #0xffffffff, c1354, c1354
c1354:
	jeq #0xffffffff, c1355, c1355
c1355:
	jeq #0xffffffff, c1356, c1356
c1356:
	jeq #0xffffffff, c1357, c1357
c1357:
	jeq #0xffffffff, c1358, c1358
c1358:
	jeq #0xffffffff, c1359, c1359
c1359:
	jeq #0xffffffff, c1360, c1360
c1360:
	jeq #0xffffffff, c1361, c1361
c1361:
	jeq #0xffffffff, c1362, c1362
c1362:
	jeq #0xffffffff, c1363, c1363
c1363:
	jeq #0xffffffff, c1364, c1364
c1364:
	jeq #0xffffffff, c1365, c1365
c1365:
	jeq #0xffffffff, c1366, c1366
c1366:
	jeq #0xffffffff, c1367, c1367
c1367:
	jeq #0xffffffff, c1368, c1368
c1368:
	jeq #0xffffffff, c1369, c1369
c1369:
	jeq #0xffffffff, c1370, c1370
c1370:
	jeq #0xffffffff, c1371, c1371
c1371:
	jeq #0xffffffff, c1372, c1372
c1372:
	jeq #0xffffffff, c1373, c1373
c1373:
	jeq #0xffffffff, c1374, c1374
c1374:
	jeq #0xffffffff, c1375, c1375
c1375:
	jeq #0xffffffff, c1376, c1376
c1376:
	jeq #0xffffffff, c1377, c1377
c1377:
	jeq #0xffffffff, c1378, c1378
c1378:
	jeq #0xffffffff, c1379, c1379
c1379:
	jeq #0xffffffff, c1380, c1380
c1380:
	jeq #0xffffffff, c1381, c1381
c1381:
	jeq #0xffffffff, c1382, c1382
c1382:
	jeq #0xffffffff, c1383, c1383
c1383:
	jeq #0xffffffff, c1384, c1384
c1384:
	jeq #0xffffffff, c1385, c1385
c1385:
	jeq #0xffffffff, c1386, c1386
c1386:
	jeq #0xffffffff, c1387, c1387
c1387:
	jeq #0xffffffff, c1388, c1388
c1388:
	jeq #0xffffffff, c1389, c1389
c1389:
	jeq #0xffffffff, c1390, c1390
c1390:
	jeq #0xffffffff, c1391, c1391
c1391:
	jeq #0xffffffff, c1392, c1392
c1392:
	jeq #0xffffffff, c1393, c1393
c1393:
	jeq #0xffffffff, c1394, c1394
c1394:
	jeq #0xffffffff, c1395, c1395
c1395:
	jeq #0xffffffff, c1396, c1396
c1396:
	jeq #0xffffffff, c1397, c1397
c1397:
	jeq #0xffffffff, c1398, c1398
c1398:
	jeq #0xffffffff, c1399, c1399
c1399:
	jeq #0xffffffff, c1400, c1400
c1400:
	jeq #0xffffffff, c1401, c1401
c1401:
	jeq #0xffffffff, c1402, c1402
c1402:
	jeq #0xffffffff, c1403, c1403
c1403:
	jeq #0xffffffff, c1404, c1404
c1404:
	jeq #0xffffffff, c1405, c1405
c1405:
	jeq #0xffffffff, c1406, c1406
c1406:
	jeq #0xffffffff, c1407, c1407
c1407:
	jeq #0xffffffff, c1408, c1408
c1408:
	jeq #0xffffffff, c1409, c1409
c1409:
	jeq #0xffffffff, c1410, c1410
c1410:
	jeq #0xffffffff, c1411, c1411
c1411:
	jeq #0xffffffff, c1412, c1412
c1412:
	jeq #0xffffffff, c1413, c1413
c1413:
	jeq #0xffffffff, c1414, c1414
c1414:
	jeq #0xffffffff, c1415, c1415
c1415:
	jeq #0xffffffff, c1416, c1416
c1416:
	jeq #0xffffffff, c1417, c1417
c1417:
	jeq #0xffffffff, c1418, c1418
c1418:
	jeq #0xffffffff, c1419, c1419
c1419:
	jeq #0xffffffff, c1420, c1420
c1420:
	jeq #0xffffffff, c1421, c1421
c1421:
	jeq #0xffffffff, c1422, c1422
c1422:
	jeq #0xffffffff, c1423, c1423
c1423:
	jeq #0xffffffff, c1424, c1424
c1424:
	jeq #0xffffffff, c1425, c1425
c1425:
	jeq #0xffffffff, c1426, c1426
c1426:
	jeq #0xffffffff, c1427, c1427
c1427:
	jeq #0xffffffff, c1428, c1428
c1428:
	jeq #0xffffffff, c1429, c1429
c1429:
	jeq #0xffffffff, c1430, c1430
c1430:
	jeq #0xffffffff, c1431, c1431
c1431:
	jeq #0xffffffff, c1432, c1432
c1432:
	jeq #0xffffffff, c1433, c1433
c1433:
	jeq #0xffffffff, c1434, c1434
c1434:
	jeq #0xffffffff, c1435, c1435
c1435:
	jeq #0xffffffff, c1436, c1436
c1436:
	jeq #0xffffffff, c1437, c1437
c1437:
	jeq #0xffffffff, c1438, c1438
c1438:
	jeq #0xffffffff, c1439, c1439
c1439:
	jeq #0xffffffff, c1440, c1440
c1440:
	jeq #0xffffffff, c1441, c1441
c1441:
	jeq #0xffffffff, c1442, c1442
c1442:
	jeq #0xffffffff, c1443, c1443
c1443:
	jeq #0xffffffff, c1444, c1444
c1444:
	jeq #0xffffffff, c1445, c1445
c1445:
	jeq #0xffffffff, c1446, c1446
c1446:
	jeq #0xffffffff, c1447, c1447
c1447:
	jeq #0xffffffff, c1448, c1448
c1448:
	jeq #0xffffffff, c1449, c1449
c1449:
	jeq #0xffffffff, c1450, c1450
c1450:
	jeq #0xffffffff, c1451, c1451
c1451:
	jeq #0xffffffff, c1452, c1452
c1452:
	jeq #0xffffffff, c1453, c1453
c1453:
	jeq #0xffffffff, c1454, c1454
c1454:
	jeq #0xffffffff, c1455, c1455
c1455:
	jeq #0xffffffff, c1456, c1456
c1456:
	jeq #0xffffffff, c1457, c1457
c1457:
	jeq #0xffffffff, c1458, c1458
c1458:
	jeq #0xffffffff, c1459, c1459
c1459:
	jeq #0xffffffff, c1460, c1460
c1460:
	jeq #0xffffffff, c1461, c1461
c1461:
	jeq #0xffffffff, c1462, c1462
c1462:
	jeq #0xffffffff, c1463, c1463
c1463:
	jeq #0xffffffff, c1464, c1464
c1464:
	jeq #0xffffffff, c1465, c1465
c1465:
	jeq #0xffffffff, c1466, c1466
c1466:
	jeq #0xffffffff, c1467, c1467
c1467:
	jeq #0xffffffff, c1468, c1468
c1468:
	jeq #0xffffffff, c1469, c1469
c1469:
	jeq #0xffffffff, c1470, c1470
c1470:
	jeq #0xffffffff, c1471, c1471
c1471:
	jeq #0xffffffff, c1472, c1472
c1472:
	jeq #0xffffffff, c1473, c1473
c1473:
	jeq #0xffffffff, c1474, c1474
c1474:
	jeq #0xffffffff, c1475, c1475
c1475:
	jeq #0xffffffff, c1476, c1476
c1476:
	jeq #0xffffffff, c1477, c1477
c1477:
	jeq #0xffffffff, c1478, c1478
c1478:
	jeq #0xffffffff, c1479, c1479
c1479:
	jeq #0xffffffff, c1480, c1480
c1480:
	jeq #0xffffffff, c1481, c1481
c1481:
	jeq #0xffffffff, c1482, c1482
c1482:
	jeq #0xffffffff, c1483, c1483
c1483:
	jeq #0xffffffff, c1484, c1484
c1484:
	jeq #0xffffffff, c1485, c1485
c1485:
	jeq #0xffffffff, c1486, c1486
c1486:
	jeq #0xffffffff, c1487, c1487
c1487:
	jeq #0xffffffff, c1488, c1488
c1488:
	jeq #0xffffffff, c1489, c1489
c1489:
	jeq #0xffffffff, c1490, c1490
c1490:
	jeq #0xffffffff, c1491, c1491
c1491:
	jeq #0xffffffff, c1492, c1492
c1492:
	jeq #0xffffffff, c1493, c1493
c1493:
	jeq #0xffffffff, c1494, c1494
c1494:
	jeq #0xffffffff, c1495, c1495
c1495:
	jeq #0xffffffff, c1496, c1496
c1496:
	jeq #0xffffffff, c1497, c1497
c1497:
	jeq #0xffffffff, c1498, c1498
c1498:
	jeq #0xffffffff, c1499, c1499
c1499:
	jeq #0xffffffff, c1500, c1500
c1500:
	jeq #0xffffffff, c1501, c1501
c1501:
	jeq #0xffffffff, c1502, c1502
c1502:
	jeq #0xffffffff, c1503, c1503
c1503:
	jeq #0xffffffff, c1504, c1504
c1504:
	jeq #0xffffffff, c1505, c1505
c1505:
	jeq #0xffffffff, c1506, c1506
c1506:
	jeq #0xffffffff, c1507, c1507
c1507:
	jeq #0xffffffff, c1508, c1508
c1508:
	jeq #0xffffffff, c1509, c1509
c1509:
	jeq #0xffffffff, c1510, c1510
c1510:
	jeq #0xffffffff, c1511, c1511
c1511:
	jeq #0xffffffff, c1512, c1512
c1512:
	jeq #0xffffffff, c1513, c1513
c1513:
	jeq #0xffffffff, c1514, c1514
c1514:
	jeq #0xffffffff, c1515, c1515
c1515:
	jeq #0xffffffff, c1516, c1516
c1516:
	jeq #0xffffffff, c1517, c1517
c1517:
	jeq #0xffffffff, c1518, c1518
c1518:
	jeq #0xffffffff, c1519, c1519
c1519:
	jeq #0xffffffff, c1520, c1520
c1520:
	jeq #0xffffffff, c1521, c1521
c1521:
	jeq #0xffffffff, c1522, c1522
c1522:
	jeq #0xffffffff, c1523, c1523
c1523:
	jeq #0xffffffff, c1524, c1524
c1524:
	jeq #0xffffffff, c1525, c1525
c1525:
	jeq #0xffffffff, c1526, c1526
c1526:
	jeq #0xffffffff, c1527, c1527
c1527:
	jeq #0xffffffff, c1528, c1528
c1528:
	jeq #0xffffffff, c1529, c1529
c1529:
	jeq #0xffffffff, c1530, c1530
c1530:
	jeq #0xffffffff, c1531, c1531
c1531:
	jeq #0xffffffff, c1532, c1532
c1532:
	jeq #0xffffffff, c1533, c1533
c1533:
	jeq #0xffffffff, c1534, c1534
c1534:
	jeq #0xffffffff, c1535, c1535
c1535:
	jeq #0xffffffff, c1536, c1536
c1536:
	jeq #0xffffffff, c1537, c1537
c1537:
	jeq #0xffffffff, c1538, c1538
c1538:
	jeq #0xffffffff, c1539, c1539
c1539:
	jeq #0xffffffff, c1540, c1540
c1540:
	jeq #0xffffffff, c1541, c1541
c1541:
	jeq #0xffffffff, c1542, c1542
c1542:
	jeq #0xffffffff, c1543, c1543
c1543:
	jeq #0xffffffff, c1544, c1544
c1544:
	jeq #0xffffffff, c1545, c1545
c1545:
	jeq #0xffffffff, c1546, c1546
c1546:
	jeq #0xffffffff, c1547, c1547
c1547:
	jeq #0xffffffff, c1548, c1548
c1548:
	jeq #0xffffffff, c1549, c1549
c1549:
	jeq #0xffffffff, c1550, c1550
c1550:
	jeq #0xffffffff, c1551, c1551
c1551:
	jeq #0xffffffff, c1552, c1552
c1552:
	jeq #0xffffffff, c1553, c1553
c1553:
	jeq #0xffffffff, c1554, c1554
c1554:
	jeq #0xffffffff, c1555, c1555
c1555:
	jeq #0xffffffff, c1556, c1556
c1556:
	jeq #0xffffffff, c1557, c1557
c1557:
	jeq #0xffffffff, c1558, c1558
c1558:
	jeq #0xffffffff, c1559, c1559
c1559:
	jeq #0xffffffff, c1560, c1560
c1560:
	jeq #0xffffffff, c1561, c1561
c1561:
	jeq #0xffffffff, c1562, c1562
c1562:
	jeq #0xffffffff, c1563, c1563
c1563:
	jeq #0xffffffff, c1564, c1564
c1564:
	jeq #0xffffffff, c1565, c1565
c1565:
	jeq #0xffffffff, c1566, c1566
c1566:
	jeq #0xffffffff, c1567, c1567
c1567:
	jeq #0xffffffff, c1568, c1568
c1568:
	jeq #0xffffffff, c1569, c1569
c1569:
	jeq #0xffffffff, c1570, c1570
c1570:
	jeq #0xffffffff, c1571, c1571
c1571:
	jeq #0xffffffff, c1572, c1572
c1572:
	jeq #0xffffffff, c1573, c1573
c1573:
	jeq #0xffffffff, c1574, c1574
c1574:
	jeq #0xffffffff, c1575, c1575
c1575:
	jeq #0xffffffff, c1576, c1576
c1576:
	jeq #0xffffffff, c1577, c1577
c1577:
	jeq #0xffffffff, c1578, c1578
c1578:
	jeq #0xffffffff, c1579, c1579
c1579:
	jeq #0xffffffff, c1580, c1580
c1580:
	jeq #0xffffffff, c1581, c1581
c1581:
	jeq #0xffffffff, c1582, c1582
c1582:
	jeq #0xffffffff, c1583, c1583
c1583:
	jeq #0xffffffff, c1584, c1584
c1584:
	jeq #0xffffffff, c1585, c1585
c1585:
	jeq #0xffffffff, c1586, c1586
c1586:
	jeq #0xffffffff, c1587, c1587
c1587:
	jeq #0xffffffff, c1588, c1588
c1588:
	jeq #0xffffffff, c1589, c1589
c1589:
	jeq #0xffffffff, c1590, c1590
c1590:
	jeq #0xffffffff, c1591, c1591
c1591:
	jeq #0xffffffff, c1592, c1592
c1592:
	jeq #0xffffffff, c1593, c1593
c1593:
	jeq #0xffffffff, c1594, c1594
c1594:
	jeq #0xffffffff, c1595, c1595
c1595:
	jeq #0xffffffff, c1596, c1596
c1596:
	jeq #0xffffffff, c1597, c1597
c1597:
	jeq #0xffffffff, c1598, c1598
c1598:
	jeq #0xffffffff, c1599, c1599
c1599:
	jeq #0xffffffff, c1600, c1600
c1600:
	jeq #0xffffffff, c1601, c1601
c1601:
	jeq #0xffffffff, c1602, c1602
c1602:
	jeq #0xffffffff, c1603, c1603
c1603:
	jeq #0xffffffff, c1604, c1604
c1604:
	jeq #0xffffffff, c1605, c1605
c1605:
	jeq #0xffffffff, c1606, c1606
c1606:
	jeq #0xffffffff, c1607, c1607
c1607:
	jeq #0xffffffff, c1608, c1608
c1608:
	jeq #0xffffffff, c1609, c1609
c1609:
	jeq #0xffffffff, c1610, c1610
c1610:
	jeq #0xffffffff, c1611, c1611
c1611:
	jeq #0xffffffff, c1612, c1612
c1612:
	jeq #0xffffffff, c1613, c1613
c1613:
	jeq #0xffffffff, c1614, c1614
c1614:
	jeq #0xffffffff, c1615, c1615
c1615:
	jeq #0xffffffff, c1616, c1616
c1616:
	jeq #0xffffffff, c1617, c1617
c1617:
	jeq #0xffffffff, c1618, c1618
c1618:
	jeq #0xffffffff, c1619, c1619
c1619:
	jeq #0xffffffff, c1620, c1620
c1620:
	jeq #0xffffffff, c1621, c1621
c1621:
	jeq #0xffffffff, c1622, c1622
c1622:
	jeq #0xffffffff, c1623, c1623
c1623:
	jeq #0xffffffff, c1624, c1624
c1624:
	jeq #0xffffffff, c1625, c1625
c1625:
	jeq #0xffffffff, c1626, c1626
c1626:
	jeq #0xffffffff, c1627, c1627
c1627:
	jeq #0xffffffff, c1628, c1628
c1628:
	jeq #0xffffffff, c1629, c1629
c1629:
	jeq #0xffffffff, c1630, c1630
c1630:
	jeq #0xffffffff, c1631, c1631
c1631:
	jeq #0xffffffff, c1632, c1632
c1632:
	jeq #0xffffffff, c1633, c1633
c1633:
	jeq #0xffffffff, c1634, c1634
c1634:
	jeq #0xffffffff, c1635, c1635
c1635:
	jeq #0xffffffff, c1636, c1636
c1636:
	jeq #0xffffffff, c1637, c1637
c1637:
	jeq #0xffffffff, c1638, c1638
c1638:
	jeq #0xffffffff, c1639, c1639
c1639:
	jeq #0xffffffff, c1640, c1640
c1640:
	jeq #0xffffffff, c1641, c1641
c1641:
	jeq #0xffffffff, c1642, c1642
c1642:
	jeq #0xffffffff, c1643, c1643
c1643:
	jeq #0xffffffff, c1644, c1644
c1644:
	jeq #0xffffffff, c1645, c1645
c1645:
	jeq #0xffffffff, c1646, c1646
c1646:
	jeq #0xffffffff, c1647, c1647
c1647:
	jeq #0xffffffff, c1648, c1648
c1648:
	jeq #0xffffffff, c1649, c1649
c1649:
	jeq #0xffffffff, c1650, c1650
c1650:
	jeq #0xffffffff, c1651, c1651
c1651:
	jeq #0xffffffff, c1652, c1652
c1652:
	jeq #0xffffffff, c1653, c1653
c1653:
	jeq #0xffffffff, c1654, c1654
c1654:
	jeq #0xffffffff, c1655, c1655
c1655:
	jeq #0xffffffff, c1656, c1656
c1656:
	jeq #0xffffffff, c1657, c1657
c1657:
	jeq #0xffffffff, c1658, c1658
c1658:
	jeq #0xffffffff, c1659, c1659
c1659:
	jeq #0xffffffff, c1660, c1660
c1660:
	jeq #0xffffffff, c1661, c1661
c1661:
	jeq #0xffffffff, c1662, c1662
c1662:
	jeq #0xffffffff, c1663, c1663
c1663:
	jeq #0xffffffff, c1664, c1664
c1664:
	jeq #0xffffffff, c1665, c1665
c1665:
	jeq #0xffffffff, c1666, c1666
c1666:
	jeq #0xffffffff, c1667, c1667
c1667:
	jeq #0xffffffff, c1668, c1668
c1668:
	jeq #0xffffffff, c1669, c1669
c1669:
	jeq #0xffffffff, c1670, c1670
c1670:
	jeq #0xffffffff, c1671, c1671
c1671:
	jeq #0xffffffff, c1672, c1672
c1672:
	jeq #0xffffffff, c1673, c1673
c1673:
	jeq #0xffffffff, c1674, c1674
c1674:
	jeq #0xffffffff, c1675, c1675
c1675:
	jeq #0xffffffff, c1676, c1676
c1676:
	jeq #0xffffffff, c1677, c1677
c1677:
	jeq #0xffffffff, c1678, c1678
c1678:
	jeq #0xffffffff, c1679, c1679
c1679:
	jeq #0xffffffff, c1680, c1680
c1680:
	jeq #0xffffffff, c1681, c1681
c1681:
	jeq #0xffffffff, c1682, c1682
c1682:
	jeq #0xffffffff, c1683, c1683
c1683:
	jeq #0xffffffff, c1684, c1684
c1684:
	jeq #0xffffffff, c1685, c1685
c1685:
	jeq #0xffffffff, c1686, c1686
c1686:
	jeq #0xffffffff, c1687, c1687
c1687:
	jeq #0xffffffff, c1688, c1688
c1688:
	jeq #0xffffffff, c1689, c1689
c1689:
	jeq #0xffffffff, c1690, c1690
c1690:
	jeq #0xffffffff, c1691, c1691
c1691:
	jeq #0xffffffff, c1692, c1692
c1692:
	jeq #0xffffffff, c1693, c1693
c1693:
	jeq #0xffffffff, c1694, c1694
c1694:
	jeq #0xffffffff, c1695, c1695
c1695:
	jeq #0xffffffff, c1696, c1696
c1696:
	jeq #0xffffffff, c1697, c1697
c1697:
	jeq #0xffffffff, c1698, c1698
c1698:
	jeq #0xffffffff, c1699, c1699
c1699:
	jeq #0xffffffff, c1700, c1700
c1700:
	jeq #0xffffffff, c1701, c1701
c1701:
	jeq #0xffffffff, c1702, c1702
c1702:
	jeq #0xffffffff, c1703, c1703
c1703:
	jeq #0xffffffff, c1704, c1704
c1704:
	jeq #0xffffffff, c1705, c1705
c1705:
	jeq #0xffffffff, c1706, c1706
c1706:
	jeq #0xffffffff, c1707, c1707
c1707:
	jeq #0xffffffff, c1708, c1708
c1708:
	jeq #0xffffffff, c1709, c1709
c1709:
	jeq #0xffffffff, c1710, c1710
c1710:
	jeq #0xffffffff, c1711, c1711
c1711:
	jeq #0xffffffff, c1712, c1712
c1712:
	jeq #0xffffffff, c1713, c1713
c1713:
	jeq #0xffffffff, c1714, c1714
c1714:
	jeq #0xffffffff, c1715, c1715
c1715:
	jeq #0xffffffff, c1716, c1716
c1716:
	jeq #0xffffffff, c1717, c1717
c1717:
	jeq #0xffffffff, c1718, c1718
c1718:
	jeq #0xffffffff, c1719, c1719
c1719:
	jeq #0xffffffff, c1720, c1720
c1720:
	jeq #0xffffffff, c1721, c1721
c1721:
	jeq #0xffffffff, c1722, c1722
c1722:
	jeq #0xffffffff, c1723, c1723
c1723:
	jeq #0xffffffff, c1724, c1724
c1724:
	jeq #0xffffffff, c1725, c1725
c1725:
	jeq #0xffffffff, c1726, c1726
c1726:
	jeq #0xffffffff, c1727, c1727
c1727:
	jeq #0xffffffff, c1728, c1728
c1728:
	jeq #0xffffffff, c1729, c1729
c1729:
	jeq #0xffffffff, c1730, c1730
c1730:
	jeq #0xffffffff, c1731, c1731
c1731:
	jeq #0xffffffff, c1732, c1732
c1732:
	jeq #0xffffffff, c1733, c1733
c1733:
	jeq #0xffffffff, c1734, c1734
c1734:
	jeq #0xffffffff, c1735, c1735
c1735:
	jeq #0xffffffff, c1736, c1736
c1736:
	jeq #0xffffffff, c1737, c1737
c1737:
	jeq #0xffffffff, c1738, c1738
c1738:
	jeq #0xffffffff, c1739, c1739
c1739:
	jeq #0xffffffff, c1740, c1740
c1740:
	jeq #0xffffffff, c1741, c1741
c1741:
	jeq #0xffffffff, c1742, c1742
c1742:
	jeq #0xffffffff, c1743, c1743
c1743:
	jeq #0xffffffff, c1744, c1744
c1744:
	jeq #0xffffffff, c1745, c1745
c1745:
	jeq #0xffffffff, c1746, c1746
c1746:
	jeq #0xffffffff, c1747, c1747
c1747:
	jeq #0xffffffff, c1748, c1748
c1748:
	jeq #0xffffffff, c1749, c1749
c1749:
	jeq #0xffffffff, c1750, c1750
c1750:
	jeq #0xffffffff, c1751, c1751
c1751:
	jeq #0xffffffff, c1752, c1752
c1752:
	jeq #0xffffffff, c1753, c1753
c1753:
	jeq #0xffffffff, c1754, c1754
c1754:
	jeq #0xffffffff, c1755, c1755
c1755:
	jeq #0xffffffff, c1756, c1756
c1756:
	jeq #0xffffffff, c1757, c1757
c1757:
	jeq #0xffffffff, c1758, c1758
c1758:
	jeq #0xffffffff, c1759, c1759
c1759:
	jeq #0xffffffff, c1760, c1760
c1760:
	jeq #0xffffffff, c1761, c1761
c1761:
	jeq #0xffffffff, c1762, c1762
c1762:
	jeq #0xffffffff, c1763, c1763
c1763:
	jeq #0xffffffff, c1764, c1764
c1764:
	jeq #0xffffffff, c1765, c1765
c1765:
	jeq #0xffffffff, c1766, c1766
c1766:
	jeq #0xffffffff, c1767, c1767
c1767:
	jeq #0xffffffff, c1768, c1768
c1768:
	jeq #0xffffffff, c1769, c1769
c1769:
	jeq #0xffffffff, c1770, c1770
c1770:
	jeq #0xffffffff, c1771, c1771
c1771:
	jeq #0xffffffff, c1772, c1772
c1772:
	jeq #0xffffffff, c1773, c1773
c1773:
	jeq #0xffffffff, c1774, c1774
c1774:
	jeq #0xffffffff, c1775, c1775
c1775:
	jeq #0xffffffff, c1776, c1776
c1776:
	jeq #0xffffffff, c1777, c1777
c1777:
	jeq #0xffffffff, c1778, c1778
c1778:
	jeq #0xffffffff, c1779, c1779
c1779:
	jeq #0xffffffff, c1780, c1780
c1780:
	jeq #0xffffffff, c1781, c1781
c1781:
	jeq #0xffffffff, c1782, c1782
c1782:
	jeq #0xffffffff, c1783, c1783
c1783:
	jeq #0xffffffff, c1784, c1784
c1784:
	jeq #0xffffffff, c1785, c1785
c1785:
	jeq #0xffffffff, c1786, c1786
c1786:
	jeq #0xffffffff, c1787, c1787
c1787:
	jeq #0xffffffff, c1788, c1788
c1788:
	jeq #0xffffffff, c1789, c1789
c1789:
	jeq #0xffffffff, c1790, c1790
c1790:
	jeq #0xffffffff, c1791, c1791
c1791:
	jeq #0xffffffff, c1792, c1792
c1792:
	jeq #0xffffffff, c1793, c1793
c1793:
	jeq #0xffffffff, c1794, c1794
c1794:
	jeq #0xffffffff, c1795, c1795
c1795:
	jeq #0xffffffff, c1796, c1796
c1796:
	jeq #0xffffffff, c1797, c1797
c1797:
	jeq #0xffffffff, c1798, c1798
c1798:
	jeq #0xffffffff, c1799, c1799
c1799:
	jeq #0xffffffff, c1800, c1800
c1800:
	jeq #0xffffffff, c1801, c1801
c1801:
	jeq #0xffffffff, c1802, c1802
c1802:
	jeq #0xffffffff, c1803, c1803
c1803:
	jeq #0xffffffff, c1804, c1804
c1804:
	jeq #0xffffffff, c1805, c1805
c1805:
	jeq #0xffffffff, c1806, c1806
c1806:
	jeq #0xffffffff, c1807, c1807
c1807:
	jeq #0xffffffff, c1808, c1808
c1808:
	jeq #0xffffffff, c1809, c1809
c1809:
	jeq #0xffffffff, c1810, c1810
c1810:
	jeq #0xffffffff, c1811, c1811
c1811:
	jeq #0xffffffff, c1812, c1812
c1812:
	jeq #0xffffffff, c1813, c1813
c1813:
	jeq #0xffffffff, c1814, c1814
c1814:
	jeq #0xffffffff, c1815, c1815
c1815:
	jeq #0xffffffff, c1816, c1816
c1816:
	jeq #0xffffffff, c1817, c1817
c1817:
	jeq #0xffffffff, c1818, c1818
c1818:
	jeq #0xffffffff, c1819, c1819
c1819:
	jeq #0xffffffff, c1820, c1820
c1820:
	jeq #0xffffffff, c1821, c1821
c1821:
	jeq #0xffffffff, c1822, c1822
c1822:
	jeq #0xffffffff, c1823, c1823
c1823:
	jeq #0xffffffff, c1824, c1824
c1824:
	jeq #0xffffffff, c1825, c1825
c1825:
	jeq #0xffffffff, c1826, c1826
c1826:
	jeq #0xffffffff, c1827, c1827
c1827:
	jeq #0xffffffff, c1828, c1828
c1828:
	jeq #0xffffffff, c1829, c1829
c1829:
	jeq #0xffffffff, c1830, c1830
c1830:
	jeq #0xffffffff, c1831, c1831
c1831:
	jeq #0xffffffff, c1832, c1832
c1832:
	jeq #0xffffffff, c1833, c1833
c1833:
	jeq #0xffffffff, c1834, c1834
c1834:
	jeq #0xffffffff, c1835, c1835
c1835:
	jeq #0xffffffff, c1836, c1836
c1836:
	jeq #0xffffffff, c1837, c1837
c1837:
	jeq #0xffffffff, c1838, c1838
c1838:
	jeq #0xffffffff, c1839, c1839
c1839:
	jeq #0xffffffff, c1840, c1840
c1840:
	jeq #0xffffffff, c1841, c1841
c1841:
	jeq #0xffffffff, c1842, c1842
c1842:
	jeq #0xffffffff, c1843, c1843
c1843:
	jeq #0xffffffff, c1844, c1844
c1844:
	jeq #0xffffffff, c1845, c1845
c1845:
	jeq #0xffffffff, c1846, c1846
c1846:
	jeq #0xffffffff, c1847, c1847
c1847:
	jeq #0xffffffff, c1848, c1848
c1848:
	jeq #0xffffffff, c1849, c1849
c1849:
	jeq #0xffffffff, c1850, c1850
c1850:
	jeq #0xffffffff, c1851, c1851
c1851:
	jeq #0xffffffff, c1852, c1852
c1852:
	jeq #0xffffffff, c1853, c1853
c1853:
	jeq #0xffffffff, c1854, c1854
c1854:
	jeq #0xffffffff, c1855, c1855
c1855:
	jeq #0xffffffff, c1856, c1856
c1856:
	jeq #0xffffffff, c1857, c1857
c1857:
	jeq #0xffffffff, c1858, c1858
c1858:
	jeq #0xffffffff, c1859, c1859
c1859:
	jeq #0xffffffff, c1860, c1860
c1860:
	jeq #0xffffffff, c1861, c1861
c1861:
	jeq #0xffffffff, c1862, c1862
c1862:
	jeq #0xffffffff, c1863, c1863
c1863:
	jeq #0xffffffff, c1864, c1864
c1864:
	jeq #0xffffffff, c1865, c1865
c1865:
	jeq #0xffffffff, c1866, c1866
c1866:
	jeq #0xffffffff, c1867, c1867
c1867:
	jeq #0xffffffff, c1868, c1868
c1868:
	jeq #0xffffffff, c1869, c1869
c1869:
	jeq #0xffffffff, c1870, c1870
c1870:
	jeq #0xffffffff, c1871, c1871
c1871:
	jeq #0xffffffff, c1872, c1872
c1872:
	jeq #0xffffffff, c1873, c1873
c1873:
	jeq #0xffffffff, c1874, c1874
c1874:
	jeq #0xffffffff, c1875, c1875
c1875:
	jeq #0xffffffff, c1876, c1876
c1876:
	jeq #0xffffffff, c1877, c1877
c1877:
	jeq #0xffffffff, c1878, c1878
c1878:
	jeq #0xffffffff, c1879, c1879
c1879:
	jeq #0xffffffff, c1880, c1880
c1880:
	jeq #0xffffffff, c1881, c1881
c1881:
	jeq #0xffffffff, c1882, c1882
c1882:
	jeq #0xffffffff, c1883, c1883
c1883:
	jeq #0xffffffff, c1884, c1884
c1884:
	jeq #0xffffffff, c1885, c1885
c1885:
	jeq #0xffffffff, c1886, c1886
c1886:
	jeq #0xffffffff, c1887, c1887
c1887:
	jeq #0xffffffff, c1888, c1888
c1888:
	jeq #0xffffffff, c1889, c1889
c1889:
	jeq #0xffffffff, c1890, c1890
c1890:
	jeq #0xffffffff, c1891, c1891
c1891:
	jeq #0xffffffff, c1892, c1892
c1892:
	jeq #0xffffffff, c1893, c1893
c1893:
	jeq #0xffffffff, c1894, c1894
c1894:
	jeq #0xffffffff, c1895, c1895
c1895:
	jeq #0xffffffff, c1896, c1896
c1896:
	jeq #0xffffffff, c1897, c1897
c1897:
	jeq #0xffffffff, c1898, c1898
c1898:
	jeq #0xffffffff, c1899, c1899
c1899:
	jeq #0xffffffff, c1900, c1900
c1900:
	jeq #0xffffffff, c1901, c1901
c1901:
	jeq #0xffffffff, c1902, c1902
c1902:
	jeq #0xffffffff, c1903, c1903
c1903:
	jeq #0xffffffff, c1904, c1904
c1904:
	jeq #0xffffffff, c1905, c1905
c1905:
	jeq #0xffffffff, c1906, c1906
c1906:
	jeq #0xffffffff, c1907, c1907
c1907:
	jeq #0xffffffff, c1908, c1908
c1908:
	jeq #0xffffffff, c1909, c1909
c1909:
	jeq #0xffffffff, c1910, c1910
c1910:
	jeq #0xffffffff, c1911, c1911
c1911:
	jeq #0xffffffff, c1912, c1912
c1912:
	jeq #0xffffffff, c1913, c1913
c1913:
	jeq #0xffffffff, c1914, c1914
c1914:
	jeq #0xffffffff, c1915, c1915
c1915:
	jeq #0xffffffff, c1916, c1916
c1916:
	jeq #0xffffffff, c1917, c1917
c1917:
	jeq #0xffffffff, c1918, c1918
c1918:
	jeq #0xffffffff, c1919, c1919
c1919:
	jeq #0xffffffff, c1920, c1920
c1920:
	jeq #0xffffffff, c1921, c1921
c1921:
	jeq #0xffffffff, c1922, c1922
c1922:
	jeq #0xffffffff, c1923, c1923
c1923:
	jeq #0xffffffff, c1924, c1924
c1924:
	jeq #0xffffffff, c1925, c1925
c1925:
	jeq #0xffffffff, c1926, c1926
c1926:
	jeq #0xffffffff, c1927, c1927
c1927:
	jeq #0xffffffff, c1928, c1928
c1928:
	jeq #0xffffffff, c1929, c1929
c1929:
	jeq #0xffffffff, c1930, c1930
c1930:
	jeq #0xffffffff, c1931, c1931
c1931:
	jeq #0xffffffff, c1932, c1932
c1932:
	jeq #0xffffffff, c1933, c1933
c1933:
	jeq #0xffffffff, c1934, c1934
c1934:
	jeq #0xffffffff, c1935, c1935
c1935:
	jeq #0xffffffff, c1936, c1936
c1936:
	jeq #0xffffffff, c1937, c1937
c1937:
	jeq #0xffffffff, c1938, c1938
c1938:
	jeq #0xffffffff, c1939, c1939
c1939:
	jeq #0xffffffff, c1940, c1940
c1940:
	jeq #0xffffffff, c1941, c1941
c1941:
	jeq #0xffffffff, c1942, c1942
c1942:
	jeq #0xffffffff, c1943, c1943
c1943:
	jeq #0xffffffff, c1944, c1944
c1944:
	jeq #0xffffffff, c1945, c1945
c1945:
	jeq #0xffffffff, c1946, c1946
c1946:
	jeq #0xffffffff, c1947, c1947
c1947:
	jeq #0xffffffff, c1948, c1948
c1948:
	jeq #0xffffffff, c1949, c1949
c1949:
	jeq #0xffffffff, c1950, c1950
c1950:
	jeq #0xffffffff, c1951, c1951
c1951:
	jeq #0xffffffff, c1952, c1952
c1952:
	jeq #0xffffffff, c1953, c1953
c1953:
	jeq #0xffffffff, c1954, c1954
c1954:
	jeq #0xffffffff, c1955, c1955
c1955:
	jeq #0xffffffff, c1956, c1956
c1956:
	jeq #0xffffffff, c1957, c1957
c1957:
	jeq #0xffffffff, c1958, c1958
c1958:
	jeq #0xffffffff, c1959, c1959
c1959:
	jeq #0xffffffff, c1960, c1960
c1960:
	jeq #0xffffffff, c1961, c1961
c1961:
	jeq #0xffffffff, c1962, c1962
c1962:
	jeq #0xffffffff, c1963, c1963
c1963:
	jeq #0xffffffff, c1964, c1964
c1964:
	jeq #0xffffffff, c1965, c1965
c1965:
	jeq #0xffffffff, c1966, c1966
c1966:
	jeq #0xffffffff, c1967, c1967
c1967:
	jeq #0xffffffff, c1968, c1968
c1968:
	jeq #0xffffffff, c1969, c1969
c1969:
	jeq #0xffffffff, c1970, c1970
c1970:
	jeq #0xffffffff, c1971, c1971
c1971:
	jeq #0xffffffff, c1972, c1972
c1972:
	jeq #0xffffffff, c1973, c1973
c1973:
	jeq #0xffffffff, c1974, c1974
c1974:
	jeq #0xffffffff, c1975, c1975
c1975:
	jeq #0xffffffff, c1976, c1976
c1976:
	jeq #0xffffffff, c1977, c1977
c1977:
	jeq #0xffffffff, c1978, c1978
c1978:
	jeq #0xffffffff, c1979, c1979
c1979:
	jeq #0xffffffff, c1980, c1980
c1980:
	jeq #0xffffffff, c1981, c1981
c1981:
	jeq #0xffffffff, c1982, c1982
c1982:
	jeq #0xffffffff, c1983, c1983
c1983:
	jeq #0xffffffff, c1984, c1984
c1984:
	jeq #0xffffffff, c1985, c1985
c1985:
	jeq #0xffffffff, c1986, c1986
c1986:
	jeq #0xffffffff, c1987, c1987
c1987:
	jeq #0xffffffff, c1988, c1988
c1988:
	jeq #0xffffffff, c1989, c1989
c1989:
	jeq #0xffffffff, c1990, c1990
c1990:
	jeq #0xffffffff, c1991, c1991
c1991:
	jeq #0xffffffff, c1992, c1992
c1992:
	jeq #0xffffffff, c1993, c1993
c1993:
	jeq #0xffffffff, c1994, c1994
c1994:
	jeq #0xffffffff, c1995, c1995
c1995:
	jeq #0xffffffff, c1996, c1996
c1996:
	jeq #0xffffffff, c1997, c1997
c1997:
	jeq #0xffffffff, c1998, c1998
c1998:
	jeq #0xffffffff, c1999, c1999
c1999:
	jeq #0xffffffff, c2000, c2000
c2000:
	jeq #0xffffffff, c2001, c2001
c2001:
	jeq #0xffffffff, c2002, c2002
c2002:
	jeq #0xffffffff, c2003, c2003
c2003:
	jeq #0xffffffff, c2004, c2004
c2004:
	jeq #0xffffffff, c2005, c2005
c2005:
	jeq #0xffffffff, c2006, c2006
c2006:
	jeq #0xffffffff, c2007, c2007
c2007:
	jeq #0xffffffff, c2008, c2008
c2008:
	jeq #0xffffffff, c2009, c2009
c2009:
	jeq #0xffffffff, c2010, c2010
c2010:
	jeq #0xffffffff, c2011, c2011
c2011:
	jeq #0xffffffff, c2012, c2012
c2012:
	jeq #0xffffffff, c2013, c2013
c2013:
	jeq #0xffffffff, c2014, c2014
c2014:
	jeq #0xffffffff, c2015, c2015
c2015:
	jeq #0xffffffff, c2016, c2016
c2016:
	jeq #0xffffffff, c2017, c2017
c2017:
	jeq #0xffffffff, c2018, c2018
c2018:
	jeq #0xffffffff, c2019, c2019
c2019:
	jeq #0xffffffff, c2020, c2020
c2020:
	jeq #0xffffffff, c2021, c2021
c2021:
	jeq #0xffffffff, c2022, c2022
c2022:
	jeq #0xffffffff, c2023, c2023
c2023:
	jeq #0xffffffff, c2024, c2024
c2024:
	jeq #0xffffffff, c2025, c2025
c2025:
	jeq #0xffffffff, c2026, c2026
c2026:
	jeq #0xffffffff, c2027, c2027
c2027:
	jeq #0xffffffff, c2028, c2028
c2028:
	jeq #0xffffffff, c2029, c2029
c2029:
	jeq #0xffffffff, c2030, c2030
c2030:
	jeq #0xffffffff, c2031, c2031
c2031:
	jeq #0xffffffff, c2032, c2032
c2032:
	jeq #0xffffffff, c2033, c2033
c2033:
	jeq #0xffffffff, c2034, c2034
c2034:
	jeq #0xffffffff, c2035, c2035
c2035:
	jeq #0xffffffff, c2036, c2036
c2036:
	jeq #0xffffffff, c2037, c2037
c2037:
	jeq #0xffffffff, c2038, c2038
c2038:
	jeq #0xffffffff, c2039, c2039
c2039:
	jeq #0xffffffff, c2040, c2040
c2040:
	jeq #0xffffffff, c2041, c2041
c2041:
	jeq #0xffffffff, c2042, c2042
c2042:
	jeq #0xffffffff, c2043, c2043
c2043:
	jeq #0xffffffff, c2044, c2044
c2044:
	jeq #0xffffffff, c2045, c2045
c2045:
	jeq #0xffffffff, c2046, c2046
c2046:
	jeq #0xffffffff, c2047, c2047
c2047:
	jeq #0xffffffff, c2048, c2048
c2048:
	jeq #0xffffffff, c2049, c2049
c2049:
	jeq #0xffffffff, c2050, c2050
c2050:
	jeq #0xffffffff, c2051, c2051
c2051:
	jeq #0xffffffff, c2052, c2052
c2052:
	jeq #0xffffffff, c2053, c2053
c2053:
	jeq #0xffffffff, c2054, c2054
c2054:
	jeq #0xffffffff, c2055, c2055
c2055:
	jeq #0xffffffff, c2056, c2056
c2056:
	jeq #0xffffffff, c2057, c2057
c2057:
	jeq #0xffffffff, c2058, c2058
c2058:
	jeq #0xffffffff, c2059, c2059
c2059:
	jeq #0xffffffff, c2060, c2060
c2060:
	jeq #0xffffffff, c2061, c2061
c2061:
	jeq #0xffffffff, c2062, c2062
c2062:
	jeq #0xffffffff, c2063, c2063
c2063:
	jeq #0xffffffff, c2064, c2064
c2064:
	jeq #0xffffffff, c2065, c2065
c2065:
	jeq #0xffffffff, c2066, c2066
c2066:
	jeq #0xffffffff, c2067, c2067
c2067:
	jeq #0xffffffff, c2068, c2068
c2068:
	jeq #0xffffffff, c2069, c2069
c2069:
	jeq #0xffffffff, c2070, c2070
c2070:
	jeq #0xffffffff, c2071, c2071
c2071:
	jeq #0xffffffff, c2072, c2072
c2072:
	jeq #0xffffffff, c2073, c2073
c2073:
	jeq #0xffffffff, c2074, c2074
c2074:
	jeq #0xffffffff, c2075, c2075
c2075:
	jeq #0xffffffff, c2076, c2076
c2076:
	jeq #0xffffffff, c2077, c2077
c2077:
	jeq #0xffffffff, c2078, c2078
c2078:
	jeq #0xffffffff, c2079, c2079
c2079:
	jeq #0xffffffff, c2080, c2080
c2080:
	jeq #0xffffffff, c2081, c2081
c2081:
	jeq #0xffffffff, c2082, c2082
c2082:
	jeq #0xffffffff, c2083, c2083
c2083:
	jeq #0xffffffff, c2084, c2084
c2084:
	jeq #0xffffffff, c2085, c2085
c2085:
	jeq #0xffffffff, c2086, c2086
c2086:
	jeq #0xffffffff, c2087, c2087
c2087:
	jeq #0xffffffff, c2088, c2088
c2088:
	jeq #0xffffffff, c2089, c2089
c2089:
	jeq #0xffffffff, c2090, c2090
c2090:
	jeq #0xffffffff, c2091, c2091
c2091:
	jeq #0xffffffff, c2092, c2092
c2092:
	jeq #0xffffffff, c2093, c2093
c2093:
	jeq #0xffffffff, c2094, c2094
c2094:
	jeq #0xffffffff, c2095, c2095
c2095:
	jeq #0xffffffff, c2096, c2096
c2096:
	jeq #0xffffffff, c2097, c2097
c2097:
	jeq #0xffffffff, c2098, c2098
c2098:
	jeq #0xffffffff, c2099, c2099
c2099:
	jeq #0xffffffff, c2100, c2100
c2100:
	jeq #0xffffffff, c2101, c2101
c2101:
	jeq #0xffffffff, c2102, c2102
c2102:
	jeq #0xffffffff, c2103, c2103
c2103:
	jeq #0xffffffff, c2104, c2104
c2104:
	jeq #0xffffffff, c2105, c2105
c2105:
	jeq #0xffffffff, c2106, c2106
c2106:
	jeq #0xffffffff, c2107, c2107
c2107:
	jeq #0xffffffff, c2108, c2108
c2108:
	jeq #0xffffffff, c2109, c2109
c2109:
	jeq #0xffffffff, c2110, c2110
c2110:
	jeq #0xffffffff, c2111, c2111
c2111:
	jeq #0xffffffff, c2112, c2112
c2112:
	jeq #0xffffffff, c2113, c2113
c2113:
	jeq #0xffffffff, c2114, c2114
c2114:
	jeq #0xffffffff, c2115, c2115
c2115:
	jeq #0xffffffff, c2116, c2116
c2116:
	jeq #0xffffffff, c2117, c2117
c2117:
	jeq #0xffffffff, c2118, c2118
c2118:
	jeq #0xffffffff, c2119, c2119
c2119:
	jeq #0xffffffff, c2120, c2120
c2120:
	jeq #0xffffffff, c2121, c2121
c2121:
	jeq #0xffffffff, c2122, c2122
c2122:
	jeq #0xffffffff, c2123, c2123
c2123:
	jeq #0xffffffff, c2124, c2124
c2124:
	jeq #0xffffffff, c2125, c2125
c2125:
	jeq #0xffffffff, c2126, c2126
c2126:
	jeq #0xffffffff, c2127, c2127
c2127:
	jeq #0xffffffff, c2128, c2128
c2128:
	jeq #0xffffffff, c2129, c2129
c2129:
	jeq #0xffffffff, c2130, c2130
c2130:
	jeq #0xffffffff, c2131, c2131
c2131:
	jeq #0xffffffff, c2132, c2132
c2132:
	jeq #0xffffffff, c2133, c2133
c2133:
	jeq #0xffffffff, c2134, c2134
c2134:
	jeq #0xffffffff, c2135, c2135
c2135:
	jeq #0xffffffff, c2136, c2136
c2136:
	jeq #0xffffffff, c2137, c2137
c2137:
	jeq #0xffffffff, c2138, c2138
c2138:
	jeq #0xffffffff, c2139, c2139
c2139:
	jeq #0xffffffff, c2140, c2140
c2140:
	jeq #0xffffffff, c2141, c2141
c2141:
	jeq #0xffffffff, c2142, c2142
c2142:
	jeq #0xffffffff, c2143, c2143
c2143:
	jeq #0xffffffff, c2144, c2144
c2144:
	jeq #0xffffffff, c2145, c2145
c2145:
	jeq #0xffffffff, c2146, c2146
c2146:
	jeq #0xffffffff, c2147, c2147
c2147:
	jeq #0xffffffff, c2148, c2148
c2148:
	jeq #0xffffffff, c2149, c2149
c2149:
	jeq #0xffffffff, c2150, c2150
c2150:
	jeq #0xffffffff, c2151, c2151
c2151:
	jeq #0xffffffff, c2152, c2152
c2152:
	jeq #0xffffffff, c2153, c2153
c2153:
	jeq #0xffffffff, c2154, c2154
c2154:
	jeq #0xffffffff, c2155, c2155
c2155:
	jeq #0xffffffff, c2156, c2156
c2156:
	jeq #0xffffffff, c2157, c2157
c2157:
	jeq #0xffffffff, c2158, c2158
c2158:
	jeq #0xffffffff, c2159, c2159
c2159:
	jeq #0xffffffff, c2160, c2160
c2160:
	jeq #0xffffffff, c2161, c2161
c2161:
	jeq #0xffffffff, c2162, c2162
c2162:
	jeq #0xffffffff, c2163, c2163
c2163:
	jeq #0xffffffff, c2164, c2164
c2164:
	jeq #0xffffffff, c2165, c2165
c2165:
	jeq #0xffffffff, c2166, c2166
c2166:
	jeq #0xffffffff, c2167, c2167
c2167:
	jeq #0xffffffff, c2168, c2168
c2168:
	jeq #0xffffffff, c2169, c2169
c2169:
	jeq #0xffffffff, c2170, c2170
c2170:
	jeq #0xffffffff, c2171, c2171
c2171:
	jeq #0xffffffff, c2172, c2172
c2172:
	jeq #0xffffffff, c2173, c2173
c2173:
	jeq #0xffffffff, c2174, c2174
c2174:
	jeq #0xffffffff, c2175, c2175
c2175:
	jeq #0xffffffff, c2176, c2176
c2176:
	jeq #0xffffffff, c2177, c2177
c2177:
	jeq #0xffffffff, c2178, c2178
c2178:
	jeq #0xffffffff, c2179, c2179
c2179:
	jeq #0xffffffff, c2180, c2180
c2180:
	jeq #0xffffffff, c2181, c2181
c2181:
	jeq #0xffffffff, c2182, c2182
c2182:
	jeq #0xffffffff, c2183, c2183
c2183:
	jeq #0xffffffff, c2184, c2184
c2184:
	jeq #0xffffffff, c2185, c2185
c2185:
	jeq #0xffffffff, c2186, c2186
c2186:
	jeq #0xffffffff, c2187, c2187
c2187:
	jeq #0xffffffff, c2188, c2188
c2188:
	jeq #0xffffffff, c2189, c2189
c2189:
	jeq #0xffffffff, c2190, c2190
c2190:
	jeq #0xffffffff, c2191, c2191
c2191:
	jeq #0xffffffff, c2192, c2192
c2192:
	jeq #0xffffffff, c2193, c2193
c2193:
	jeq #0xffffffff, c2194, c2194
c2194:
	jeq #0xffffffff, c2195, c2195
c2195:
	jeq #0xffffffff, c2196, c2196
c2196:
	jeq #0xffffffff, c2197, c2197
c2197:
	jeq #0xffffffff, c2198, c2198
c2198:
	jeq #0xffffffff, c2199, c2199
c2199:
	jeq #0xffffffff, c2200, c2200
c2200:
	jeq #0xffffffff, c2201, c2201
c2201:
	jeq #0xffffffff, c2202, c2202
c2202:
	jeq #0xffffffff, c2203, c2203
c2203:
	jeq #0xffffffff, c2204, c2204
c2204:
	jeq #0xffffffff, c2205, c2205
c2205:
	jeq #0xffffffff, c2206, c2206
c2206:
	jeq #0xffffffff, c2207, c2207
c2207:
	jeq #0xffffffff, c2208, c2208
c2208:
	jeq #0xffffffff, c2209, c2209
c2209:
	jeq #0xffffffff, c2210, c2210
c2210:
	jeq #0xffffffff, c2211, c2211
c2211:
	jeq #0xffffffff, c2212, c2212
c2212:
	jeq #0xffffffff, c2213, c2213
c2213:
	jeq #0xffffffff, c2214, c2214
c2214:
	jeq #0xffffffff, c2215, c2215
c2215:
	jeq #0xffffffff, c2216, c2216
c2216:
	jeq #0xffffffff, c2217, c2217
c2217:
	jeq #0xffffffff, c2218, c2218
c2218:
	jeq #0xffffffff, c2219, c2219
c2219:
	jeq #0xffffffff, c2220, c2220
c2220:
	jeq #0xffffffff, c2221, c2221
c2221:
	jeq #0xffffffff, c2222, c2222
c2222:
	jeq #0xffffffff, c2223, c2223
c2223:
	jeq #0xffffffff, c2224, c2224
c2224:
	jeq #0xffffffff, c2225, c2225
c2225:
	jeq #0xffffffff, c2226, c2226
c2226:
	jeq #0xffffffff, c2227, c2227
c2227:
	jeq #0xffffffff, c2228, c2228
c2228:
	jeq #0xffffffff, c2229, c2229
c2229:
	jeq #0xffffffff, c2230, c2230
c2230:
	jeq #0xffffffff, c2231, c2231
c2231:
	jeq #0xffffffff, c2232, c2232
c2232:
	jeq #0xffffffff, c2233, c2233
c2233:
	jeq #0xffffffff, c2234, c2234
c2234:
	jeq #0xffffffff, c2235, c2235
c2235:
	jeq #0xffffffff, c2236, c2236
c2236:
	jeq #0xffffffff, c2237, c2237
c2237:
	jeq #0xffffffff, c2238, c2238
c2238:
	jeq #0xffffffff, c2239, c2239
c2239:
	jeq #0xffffffff, c2240, c2240
c2240:
	jeq #0xffffffff, c2241, c2241
c2241:
	jeq #0xffffffff, c2242, c2242
c2242:
	jeq #0xffffffff, c2243, c2243
c2243:
	jeq #0xffffffff, c2244, c2244
c2244:
	jeq #0xffffffff, c2245, c2245
c2245:
	jeq #0xffffffff, c2246, c2246
c2246:
	jeq #0xffffffff, c2247, c2247
c2247:
	jeq #0xffffffff, c2248, c2248
c2248:
	jeq #0xffffffff, c2249, c2249
c2249:
	jeq #0xffffffff, c2250, c2250
c2250:
	jeq #0xffffffff, c2251, c2251
c2251:
	jeq #0xffffffff, c2252, c2252
c2252:
	jeq #0xffffffff, c2253, c2253
c2253:
	jeq #0xffffffff, c2254, c2254
c2254:
	jeq #0xffffffff, c2255, c2255
c2255:
	jeq #0xffffffff, c2256, c2256
c2256:
	jeq #0xffffffff, c2257, c2257
c2257:
	jeq #0xffffffff, c2258, c2258
c2258:
	jeq #0xffffffff, c2259, c2259
c2259:
	jeq #0xffffffff, c2260, c2260
c2260:
	jeq #0xffffffff, c2261, c2261
c2261:
	jeq #0xffffffff, c2262, c2262
c2262:
	jeq #0xffffffff, c2263, c2263
c2263:
	jeq #0xffffffff, c2264, c2264
c2264:
	jeq #0xffffffff, c2265, c2265
c2265:
	jeq #0xffffffff, c2266, c2266
c2266:
	jeq #0xffffffff, c2267, c2267
c2267:
	jeq #0xffffffff, c2268, c2268
c2268:
	jeq #0xffffffff, c2269, c2269
c2269:
	jeq #0xffffffff, c2270, c2270
c2270:
	jeq #0xffffffff, c2271, c2271
c2271:
	jeq #0xffffffff, c2272, c2272
c2272:
	jeq #0xffffffff, c2273, c2273
c2273:
	jeq #0xffffffff, c2274, c2274
c2274:
	jeq #0xffffffff, c2275, c2275
c2275:
	jeq #0xffffffff, c2276, c2276
c2276:
	jeq #0xffffffff, c2277, c2277
c2277:
	jeq #0xffffffff, c2278, c2278
c2278:
	jeq #0xffffffff, c2279, c2279
c2279:
	jeq #0xffffffff, c2280, c2280
c2280:
	jeq #0xffffffff, c2281, c2281
c2281:
	jeq #0xffffffff, c2282, c2282
c2282:
	jeq #0xffffffff, c2283, c2283
c2283:
	jeq #0xffffffff, c2284, c2284
c2284:
	jeq #0xffffffff, c2285, c2285
c2285:
	jeq #0xffffffff, c2286, c2286
c2286:
	jeq #0xffffffff, c2287, c2287
c2287:
	jeq #0xffffffff, c2288, c2288
c2288:
	jeq #0xffffffff, c2289, c2289
c2289:
	jeq #0xffffffff, c2290, c2290
c2290:
	jeq #0xffffffff, c2291, c2291
c2291:
	jeq #0xffffffff, c2292, c2292
c2292:
	jeq #0xffffffff, c2293, c2293
c2293:
	jeq #0xffffffff, c2294, c2294
c2294:
	jeq #0xffffffff, c2295, c2295
c2295:
	jeq #0xffffffff, c2296, c2296
c2296:
	jeq #0xffffffff, c2297, c2297
c2297:
	jeq #0xffffffff, c2298, c2298
c2298:
	jeq #0xffffffff, c2299, c2299
c2299:
	jeq #0xffffffff, c2300, c2300
c2300:
	jeq #0xffffffff, c2301, c2301
c2301:
	jeq #0xffffffff, c2302, c2302
c2302:
	jeq #0xffffffff, c2303, c2303
c2303:
	jeq #0xffffffff, c2304, c2304
c2304:
	jeq #0xffffffff, c2305, c2305
c2305:
	jeq #0xffffffff, c2306, c2306
c2306:
	jeq #0xffffffff, c2307, c2307
c2307:
	jeq #0xffffffff, c2308, c2308
c2308:
	jeq #0xffffffff, c2309, c2309
c2309:
	jeq #0xffffffff, c2310, c2310
c2310:
	jeq #0xffffffff, c2311, c2311
c2311:
	jeq #0xffffffff, c2312, c2312
c2312:
	jeq #0xffffffff, c2313, c2313
c2313:
	jeq #0xffffffff, c2314, c2314
c2314:
	jeq #0xffffffff, c2315, c2315
c2315:
	jeq #0xffffffff, c2316, c2316
c2316:
	jeq #0xffffffff, c2317, c2317
c2317:
	jeq #0xffffffff, c2318, c2318
c2318:
	jeq #0xffffffff, c2319, c2319
c2319:
	jeq #0xffffffff, c2320, c2320
c2320:
	jeq #0xffffffff, c2321, c2321
c2321:
	jeq #0xffffffff, c2322, c2322
c2322:
	jeq #0xffffffff, c2323, c2323
c2323:
	jeq #0xffffffff, c2324, c2324
c2324:
	jeq #0xffffffff, c2325, c2325
c2325:
	jeq #0xffffffff, c2326, c2326
c2326:
	jeq #0xffffffff, c2327, c2327
c2327:
	jeq #0xffffffff, c2328, c2328
c2328:
	jeq #0xffffffff, c2329, c2329
c2329:
	jeq #0xffffffff, c2330, c2330
c2330:
	jeq #0xffffffff, c2331, c2331
c2331:
	jeq #0xffffffff, c2332, c2332
c2332:
	jeq #0xffffffff, c2333, c2333
c2333:
	jeq #0xffffffff, c2334, c2334
c2334:
	jeq #0xffffffff, c2335, c2335
c2335:
	jeq #0xffffffff, c2336, c2336
c2336:
	jeq #0xffffffff, c2337, c2337
c2337:
	jeq #0xffffffff, c2338, c2338
c2338:
	jeq #0xffffffff, c2339, c2339
c2339:
	jeq #0xffffffff, c2340, c2340
c2340:
	jeq #0xffffffff, c2341, c2341
c2341:
	jeq #0xffffffff, c2342, c2342
c2342:
	jeq #0xffffffff, c2343, c2343
c2343:
	jeq #0xffffffff, c2344, c2344
c2344:
	jeq #0xffffffff, c2345, c2345
c2345:
	jeq #0xffffffff, c2346, c2346
c2346:
	jeq #0xffffffff, c2347, c2347
c2347:
	jeq #0xffffffff, c2348, c2348
c2348:
	jeq #0xffffffff, c2349, c2349
c2349:
	jeq #0xffffffff, c2350, c2350
c2350:
	jeq #0xffffffff, c2351, c2351
c2351:
	jeq #0xffffffff, c2352, c2352
c2352:
	jeq #0xffffffff, c2353, c2353
c2353:
	jeq #0xffffffff, c2354, c2354
c2354:
	jeq #0xffffffff, c2355, c2355
c2355:
	jeq #0xffffffff, c2356, c2356
c2356:
	jeq #0xffffffff, c2357, c2357
c2357:
	jeq #0xffffffff, c2358, c2358
c2358:
	jeq #0xffffffff, c2359, c2359
c2359:
	jeq #0xffffffff, c2360, c2360
c2360:
	jeq #0xffffffff, c2361, c2361
c2361:
	jeq #0xffffffff, c2362, c2362
c2362:
	jeq #0xffffffff, c2363, c2363
c2363:
	jeq #0xffffffff, c2364, c2364
c2364:
	jeq #0xffffffff, c2365, c2365
c2365:
	jeq #0xffffffff, c2366, c2366
c2366:
	jeq #0xffffffff, c2367, c2367
c2367:
	jeq #0xffffffff, c2368, c2368
c2368:
	jeq #0xffffffff, c2369, c2369
c2369:
	jeq #0xffffffff, c2370, c2370
c2370:
	jeq #0xffffffff, c2371, c2371
c2371:
	jeq #0xffffffff, c2372, c2372
c2372:
	jeq #0xffffffff, c2373, c2373
c2373:
	jeq #0xffffffff, c2374, c2374
c2374:
	jeq #0xffffffff, c2375, c2375
c2375:
	jeq #0xffffffff, c2376, c2376
c2376:
	jeq #0xffffffff, c2377, c2377
c2377:
	jeq #0xffffffff, c2378, c2378
c2378:
	jeq #0xffffffff, c2379, c2379
c2379:
	jeq #0xffffffff, c2380, c2380
c2380:
	jeq #0xffffffff, c2381, c2381
c2381:
	jeq #0xffffffff, c2382, c2382
c2382:
	jeq #0xffffffff, c2383, c2383
c2383:
	jeq #0xffffffff, c2384, c2384
c2384:
	jeq #0xffffffff, c2385, c2385
c2385:
	jeq #0xffffffff, c2386, c2386
c2386:
	jeq #0xffffffff, c2387, c2387
c2387:
	jeq #0xffffffff, c2388, c2388
c2388:
	jeq #0xffffffff, c2389, c2389
c2389:
	jeq #0xffffffff, c2390, c2390
c2390:
	jeq #0xffffffff, c2391, c2391
c2391:
	jeq #0xffffffff, c2392, c2392
c2392:
	jeq #0xffffffff, c2393, c2393
c2393:
	jeq #0xffffffff, c2394, c2394
c2394:
	jeq #0xffffffff, c2395, c2395
c2395:
	jeq #0xffffffff, c2396, c2396
c2396:
	jeq #0xffffffff, c2397, c2397
c2397:
	jeq #0xffffffff, c2398, c2398
c2398:
	jeq #0xffffffff, c2399, c2399
c2399:
	jeq #0xffffffff, c2400, c2400
c2400:
	jeq #0xffffffff, c2401, c2401
c2401:
	jeq #0xffffffff, c2402, c2402
c2402:
	jeq #0xffffffff, c2403, c2403
c2403:
	jeq #0xffffffff, c2404, c2404
c2404:
	jeq #0xffffffff, c2405, c2405
c2405:
	jeq #0xffffffff, c2406, c2406
c2406:
	jeq #0xffffffff, c2407, c2407
c2407:
	jeq #0xffffffff, c2408, c2408
c2408:
	jeq #0xffffffff, c2409, c2409
c2409:
	jeq #0xffffffff, c2410, c2410
c2410:
	jeq #0xffffffff, c2411, c2411
c2411:
	jeq #0xffffffff, c2412, c2412
c2412:
	jeq #0xffffffff, c2413, c2413
c2413:
	jeq #0xffffffff, c2414, c2414
c2414:
	jeq #0xffffffff, c2415, c2415
c2415:
	jeq #0xffffffff, c2416, c2416
c2416:
	jeq #0xffffffff, c2417, c2417
c2417:
	jeq #0xffffffff, c2418, c2418
c2418:
	jeq #0xffffffff, c2419, c2419
c2419:
	jeq #0xffffffff, c2420, c2420
c2420:
	jeq #0xffffffff, c2421, c2421
c2421:
	jeq #0xffffffff, c2422, c2422
c2422:
	jeq #0xffffffff, c2423, c2423
c2423:
	jeq #0xffffffff, c2424, c2424
c2424:
	jeq #0xffffffff, c2425, c2425
c2425:
	jeq #0xffffffff, c2426, c2426
c2426:
	jeq #0xffffffff, c2427, c2427
c2427:
	jeq #0xffffffff, c2428, c2428
c2428:
	jeq #0xffffffff, c2429, c2429
c2429:
	jeq #0xffffffff, c2430, c2430
c2430:
	jeq #0xffffffff, c2431, c2431
c2431:
	jeq #0xffffffff, c2432, c2432
c2432:
	jeq #0xffffffff, c2433, c2433
c2433:
	jeq #0xffffffff, c2434, c2434
c2434:
	jeq #0xffffffff, c2435, c2435
c2435:
	jeq #0xffffffff, c2436, c2436
c2436:
	jeq #0xffffffff, c2437, c2437
c2437:
	jeq #0xffffffff, c2438, c2438
c2438:
	jeq #0xffffffff, c2439, c2439
c2439:
	jeq #0xffffffff, c2440, c2440
c2440:
	jeq #0xffffffff, c2441, c2441
c2441:
	jeq #0xffffffff, c2442, c2442
c2442:
	jeq #0xffffffff, c2443, c2443
c2443:
	jeq #0xffffffff, c2444, c2444
c2444:
	jeq #0xffffffff, c2445, c2445
c2445:
	jeq #0xffffffff, c2446, c2446
c2446:
	jeq #0xffffffff, c2447, c2447
c2447:
	jeq #0xffffffff, c2448, c2448
c2448:
	jeq #0xffffffff, c2449, c2449
c2449:
	jeq #0xffffffff, c2450, c2450
c2450:
	jeq #0xffffffff, c2451, c2451
c2451:
	jeq #0xffffffff, c2452, c2452
c2452:
	jeq #0xffffffff, c2453, c2453
c2453:
	jeq #0xffffffff, c2454, c2454
c2454:
	jeq #0xffffffff, c2455, c2455
c2455:
	jeq #0xffffffff, c2456, c2456
c2456:
	jeq #0xffffffff, c2457, c2457
c2457:
	jeq #0xffffffff, c2458, c2458
c2458:
	jeq #0xffffffff, c2459, c2459
c2459:
	jeq #0xffffffff, c2460, c2460
c2460:
	jeq #0xffffffff, c2461, c2461
c2461:
	jeq #0xffffffff, c2462, c2462
c2462:
	jeq #0xffffffff, c2463, c2463
c2463:
	jeq #0xffffffff, c2464, c2464
c2464:
	jeq #0xffffffff, c2465, c2465
c2465:
	jeq #0xffffffff, c2466, c2466
c2466:
	jeq #0xffffffff, c2467, c2467
c2467:
	jeq #0xffffffff, c2468, c2468
c2468:
	jeq #0xffffffff, c2469, c2469
c2469:
	jeq #0xffffffff, c2470, c2470
c2470:
	jeq #0xffffffff, c2471, c2471
c2471:
	jeq #0xffffffff, c2472, c2472
c2472:
	jeq #0xffffffff, c2473, c2473
c2473:
	jeq #0xffffffff, c2474, c2474
c2474:
	jeq #0xffffffff, c2475, c2475
c2475:
	jeq #0xffffffff, c2476, c2476
c2476:
	jeq #0xffffffff, c2477, c2477
c2477:
	jeq #0xffffffff, c2478, c2478
c2478:
	jeq #0xffffffff, c2479, c2479
c2479:
	jeq #0xffffffff, c2480, c2480
c2480:
	jeq #0xffffffff, c2481, c2481
c2481:
	jeq #0xffffffff, c2482, c2482
c2482:
	jeq #0xffffffff, c2483, c2483
c2483:
	jeq #0xffffffff, c2484, c2484
c2484:
	jeq #0xffffffff, c2485, c2485
c2485:
	jeq #0xffffffff, c2486, c2486
c2486:
	jeq #0xffffffff, c2487, c2487
c2487:
	jeq #0xffffffff, c2488, c2488
c2488:
	jeq #0xffffffff, c2489, c2489
c2489:
	jeq #0xffffffff, c2490, c2490
c2490:
	jeq #0xffffffff, c2491, c2491
c2491:
	jeq #0xffffffff, c2492, c2492
c2492:
	jeq #0xffffffff, c2493, c2493
c2493:
	jeq #0xffffffff, c2494, c2494
c2494:
	jeq #0xffffffff, c2495, c2495
c2495:
	jeq #0xffffffff, c2496, c2496
c2496:
	jeq #0xffffffff, c2497, c2497
c2497:
	jeq #0xffffffff, c2498, c2498
c2498:
	jeq #0xffffffff, c2499, c2499
c2499:
	jeq #0xffffffff, c2500, c2500
c2500:
	jeq #0xffffffff, c2501, c2501
c2501:
	jeq #0xffffffff, c2502, c2502
c2502:
	jeq #0xffffffff, c2503, c2503
c2503:
	jeq #0xffffffff, c2504, c2504
c2504:
	jeq #0xffffffff, c2505, c2505
c2505:
	jeq #0xffffffff, c2506, c2506
c2506:
	jeq #0xffffffff, c2507, c2507
c2507:
	jeq #0xffffffff, c2508, c2508
c2508:
	jeq #0xffffffff, c2509, c2509
c2509:
	jeq #0xffffffff, c2510, c2510
c2510:
	jeq #0xffffffff, c2511, c2511
c2511:
	jeq #0xffffffff, c2512, c2512
c2512:
	jeq #0xffffffff, c2513, c2513
c2513:
	jeq #0xffffffff, c2514, c2514
c2514:
	jeq #0xffffffff, c2515, c2515
c2515:
	jeq #0xffffffff, c2516, c2516
c2516:
	jeq #0xffffffff, c2517, c2517
c2517:
	jeq #0xffffffff, c2518, c2518
c2518:
	jeq #0xffffffff, c2519, c2519
c2519:
	jeq #0xffffffff, c2520, c2520
c2520:
	jeq #0xffffffff, c2521, c2521
c2521:
	jeq #0xffffffff, c2522, c2522
c2522:
	jeq #0xffffffff, c2523, c2523
c2523:
	jeq #0xffffffff, c2524, c2524
c2524:
	jeq #0xffffffff, c2525, c2525
c2525:
	jeq #0xffffffff, c2526, c2526
c2526:
	jeq #0xffffffff, c2527, c2527
c2527:
	jeq #0xffffffff, c2528, c2528
c2528:
	jeq #0xffffffff, c2529, c2529
c2529:
	jeq #0xffffffff, c2530, c2530
c2530:
	jeq #0xffffffff, c2531, c2531
c2531:
	jeq #0xffffffff, c2532, c2532
c2532:
	jeq #0xffffffff, c2533, c2533
c2533:
	jeq #0xffffffff, c2534, c2534
c2534:
	jeq #0xffffffff, c2535, c2535
c2535:
	jeq #0xffffffff, c2536, c2536
c2536:
	jeq #0xffffffff, c2537, c2537
c2537:
	jeq #0xffffffff, c2538, c2538
c2538:
	jeq #0xffffffff, c2539, c2539
c2539:
	jeq #0xffffffff, c2540, c2540
c2540:
	jeq #0xffffffff, c2541, c2541
c2541:
	jeq #0xffffffff, c2542, c2542
c2542:
	jeq #0xffffffff, c2543, c2543
c2543:
	jeq #0xffffffff, c2544, c2544
c2544:
	jeq #0xffffffff, c2545, c2545
c2545:
	jeq #0xffffffff, c2546, c2546
c2546:
	jeq #0xffffffff, c2547, c2547
c2547:
	jeq #0xffffffff, c2548, c2548
c2548:
	jeq #0xffffffff, c2549, c2549
c2549:
	jeq #0xffffffff, c2550, c2550
c2550:
	jeq #0xffffffff, c2551, c2551
c2551:
	jeq #0xffffffff, c2552, c2552
c2552:
	jeq #0xffffffff, c2553, c2553
c2553:
	jeq #0xffffffff, c2554, c2554
c2554:
	jeq #0xffffffff, c2555, c2555
c2555:
	jeq #0xffffffff, c2556, c2556
c2556:
	jeq #0xffffffff, c2557, c2557
c2557:
	jeq #0xffffffff, c2558, c2558
c2558:
	jeq #0xffffffff, c2559, c2559
c2559:
	jeq #0xffffffff, c2560, c2560
c2560:
	jeq #0xffffffff, c2561, c2561
c2561:
	jeq #0xffffffff, c2562, c2562
c2562:
	jeq #0xffffffff, c2563, c2563
c2563:
	jeq #0xffffffff, c2564, c2564
c2564:
	jeq #0xffffffff, c2565, c2565
c2565:
	jeq #0xffffffff, c2566, c2566
c2566:
	jeq #0xffffffff, c2567, c2567
c2567:
	jeq #0xffffffff, c2568, c2568
c2568:
	jeq #0xffffffff, c2569, c2569
c2569:
	jeq #0xffffffff, c2570, c2570
c2570:
	jeq #0xffffffff, c2571, c2571
c2571:
	jeq #0xffffffff, c2572, c2572
c2572:
	jeq #0xffffffff, c2573, c2573
c2573:
	jeq #0xffffffff, c2574, c2574
c2574:
	jeq #0xffffffff, c2575, c2575
c2575:
	jeq #0xffffffff, c2576, c2576
c2576:
	jeq #0xffffffff, c2577, c2577
c2577:
	jeq #0xffffffff, c2578, c2578
c2578:
	jeq #0xffffffff, c2579, c2579
c2579:
	jeq #0xffffffff, c2580, c2580
c2580:
	jeq #0xffffffff, c2581, c2581
c2581:
	jeq #0xffffffff, c2582, c2582
c2582:
	jeq #0xffffffff, c2583, c2583
c2583:
	jeq #0xffffffff, c2584, c2584
c2584:
	jeq #0xffffffff, c2585, c2585
c2585:
	jeq #0xffffffff, c2586, c2586
c2586:
	jeq #0xffffffff, c2587, c2587
c2587:
	jeq #0xffffffff, c2588, c2588
c2588:
	jeq #0xffffffff, c2589, c2589
c2589:
	jeq #0xffffffff, c2590, c2590
c2590:
	jeq #0xffffffff, c2591, c2591
c2591:
	jeq #0xffffffff, c2592, c2592
c2592:
	jeq #0xffffffff, c2593, c2593
c2593:
	jeq #0xffffffff, c2594, c2594
c2594:
	jeq #0xffffffff, c2595, c2595
c2595:
	jeq #0xffffffff, c2596, c2596
c2596:
	jeq #0xffffffff, c2597, c2597
c2597:
	jeq #0xffffffff, c2598, c2598
c2598:
	jeq #0xffffffff, c2599, c2599
c2599:
	jeq #0xffffffff, c2600, c2600
c2600:
	jeq #0xffffffff, c2601, c2601
c2601:
	jeq #0xffffffff, c2602, c2602
c2602:
	jeq #0xffffffff, c2603, c2603
c2603:
	jeq #0xffffffff, c2604, c2604
c2604:
	jeq #0xffffffff, c2605, c2605
c2605:
	jeq #0xffffffff, c2606, c2606
c2606:
	jeq #0xffffffff, c2607, c2607
c2607:
	jeq #0xffffffff, c2608, c2608
c2608:
	jeq #0xffffffff, c2609, c2609
c2609:
	jeq #0xffffffff, c2610, c2610
c2610:
	jeq #0xffffffff, c2611, c2611
c2611:
	jeq #0xffffffff, c2612, c2612
c2612:
	jeq #0xffffffff, c2613, c2613
c2613:
	jeq #0xffffffff, c2614, c2614
c2614:
	jeq #0xffffffff, c2615, c2615
c2615:
	jeq #0xffffffff, c2616, c2616
c2616:
	jeq #0xffffffff, c2617, c2617
c2617:
	jeq #0xffffffff, c2618, c2618
c2618:
	jeq #0xffffffff, c2619, c2619
c2619:
	jeq #0xffffffff, c2620, c2620
c2620:
	jeq #0xffffffff, c2621, c2621
c2621:
	jeq #0xffffffff, c2622, c2622
c2622:
	jeq #0xffffffff, c2623, c2623
c2623:
	jeq #0xffffffff, c2624, c2624
c2624:
	jeq #0xffffffff, c2625, c2625
c2625:
	jeq #0xffffffff, c2626, c2626
c2626:
	jeq #0xffffffff, c2627, c2627
c2627:
	jeq #0xffffffff, c2628, c2628
c2628:
	jeq #0xffffffff, c2629, c2629
c2629:
	jeq #0xffffffff, c2630, c2630
c2630:
	jeq #0xffffffff, c2631, c2631
c2631:
	jeq #0xffffffff, c2632, c2632
c2632:
	jeq #0xffffffff, c2633, c2633
c2633:
	jeq #0xffffffff, c2634, c2634
c2634:
	jeq #0xffffffff, c2635, c2635
c2635:
	jeq #0xffffffff, c2636, c2636
c2636:
	jeq #0xffffffff, c2637, c2637
c2637:
	jeq #0xffffffff, c2638, c2638
c2638:
	jeq #0xffffffff, c2639, c2639
c2639:
	jeq #0xffffffff, c2640, c2640
c2640:
	jeq #0xffffffff, c2641, c2641
c2641:
	jeq #0xffffffff, c2642, c2642
c2642:
	jeq #0xffffffff, c2643, c2643
c2643:
	jeq #0xffffffff, c2644, c2644
c2644:
	jeq #0xffffffff, c2645, c2645
c2645:
	jeq #0xffffffff, c2646, c2646
c2646:
	jeq #0xffffffff, c2647, c2647
c2647:
	jeq #0xffffffff, c2648, c2648
c2648:
	jeq #0xffffffff, c2649, c2649
c2649:
	jeq #0xffffffff, c2650, c2650
c2650:
	jeq #0xffffffff, c2651, c2651
c2651:
	jeq #0xffffffff, c2652, c2652
c2652:
	jeq #0xffffffff, c2653, c2653
c2653:
	jeq #0xffffffff, c2654, c2654
c2654:
	jeq #0xffffffff, c2655, c2655
c2655:
	jeq #0xffffffff, c2656, c2656
c2656:
	jeq #0xffffffff, c2657, c2657
c2657:
	jeq #0xffffffff, c2658, c2658
c2658:
	jeq #0xffffffff, c2659, c2659
c2659:
	jeq #0xffffffff, c2660, c2660
c2660:
	jeq #0xffffffff, c2661, c2661
c2661:
	jeq #0xffffffff, c2662, c2662
c2662:
	jeq #0xffffffff, c2663, c2663
c2663:
	jeq #0xffffffff, c2664, c2664
c2664:
	jeq #0xffffffff, c2665, c2665
c2665:
	jeq #0xffffffff, c2666, c2666
c2666:
	jeq #0xffffffff, c2667, c2667
c2667:
	jeq #0xffffffff, c2668, c2668
c2668:
	jeq #0xffffffff, c2669, c2669
c2669:
	jeq #0xffffffff, c2670, c2670
c2670:
	jeq #0xffffffff, c2671, c2671
c2671:
	jeq #0xffffffff, c2672, c2672
c2672:
	jeq #0xffffffff, c2673, c2673
c2673:
	jeq #0xffffffff, c2674, c2674
c2674:
	jeq #0xffffffff, c2675, c2675
c2675:
	jeq #0xffffffff, c2676, c2676
c2676:
	jeq #0xffffffff, c2677, c2677
c2677:
	jeq #0xffffffff, c2678, c2678
c2678:
	jeq #0xffffffff, c2679, c2679
c2679:
	jeq #0xffffffff, c2680, c2680
c2680:
	jeq #0xffffffff, c2681, c2681
c2681:
	jeq #0xffffffff, c2682, c2682
c2682:
	jeq #0xffffffff, c2683, c2683
c2683:
	jeq #0xffffffff, c2684, c2684
c2684:
	jeq #0xffffffff, c2685, c2685
c2685:
	jeq #0xffffffff, c2686, c2686
c2686:
	jeq #0xffffffff, c2687, c2687
c2687:
	jeq #0xffffffff, c2688, c2688
c2688:
	jeq #0xffffffff, c2689, c2689
c2689:
	jeq #0xffffffff, c2690, c2690
c2690:
	jeq #0xffffffff, c2691, c2691
c2691:
	jeq #0xffffffff, c2692, c2692
c2692:
	jeq #0xffffffff, c2693, c2693
c2693:
	jeq #0xffffffff, c2694, c2694
c2694:
	jeq #0xffffffff, c2695, c2695
c2695:
	jeq #0xffffffff, c2696, c2696
c2696:
	jeq #0xffffffff, c2697, c2697
c2697:
	jeq #0xffffffff, c2698, c2698
c2698:
	jeq #0xffffffff, c2699, c2699
c2699:
	jeq #0xffffffff, c2700, c2700
c2700:
	jeq #0xffffffff, c2701, c2701
c2701:
	jeq #0xffffffff, c2702, c2702
c2702:
	jeq #0xffffffff, c2703, c2703
c2703:
	jeq #0xffffffff, c2704, c2704
c2704:
	jeq #0xffffffff, c2705, c2705
c2705:
	jeq #0xffffffff, c2706, c2706
c2706:
	jeq #0xffffffff, c2707, c2707
c2707:
	jeq #0xffffffff, c2708, c2708
c2708:
	jeq #0xffffffff, c2709, c2709
c2709:
	jeq #0xffffffff, c2710, c2710
c2710:
	jeq #0xffffffff, c2711, c2711
c2711:
	jeq #0xffffffff, c2712, c2712
c2712:
	jeq #0xffffffff, c2713, c2713
c2713:
	jeq #0xffffffff, c2714, c2714
c2714:
	jeq #0xffffffff, c2715, c2715
c2715:
	jeq #0xffffffff, c2716, c2716
c2716:
	jeq #0xffffffff, c2717, c2717
c2717:
	jeq #0xffffffff, c2718, c2718
c2718:
	jeq #0xffffffff, c2719, c2719
c2719:
	jeq #0xffffffff, c2720, c2720
c2720:
	jeq #0xffffffff, c2721, c2721
c2721:
	jeq #0xffffffff, c2722, c2722
c2722:
	jeq #0xffffffff, c2723, c2723
c2723:
	jeq #0xffffffff, c2724, c2724
c2724:
	jeq #0xffffffff, c2725, c2725
c2725:
	jeq #0xffffffff, c2726, c2726
c2726:
	jeq #0xffffffff, c2727, c2727
c2727:
	jeq #0xffffffff, c2728, c2728
c2728:
	jeq #0xffffffff, c2729, c2729
c2729:
	jeq #0xffffffff, c2730, c2730
c2730:
	jeq #0xffffffff, c2731, c2731
c2731:
	jeq #0xffffffff, c2732, c2732
c2732:
	jeq #0xffffffff, c2733, c2733
c2733:
	jeq #0xffffffff, c2734, c2734
c2734:
	jeq #0xffffffff, c2735, c2735
c2735:
	jeq #0xffffffff, c2736, c2736
c2736:
	jeq #0xffffffff, c2737, c2737
c2737:
	jeq #0xffffffff, c2738, c2738
c2738:
	jeq #0xffffffff, c2739, c2739
c2739:
	jeq #0xffffffff, c2740, c2740
c2740:
	jeq #0xffffffff, c2741, c2741
c2741:
	jeq #0xffffffff, c2742, c2742
c2742:
	jeq #0xffffffff, c2743, c2743
c2743:
	jeq #0xffffffff, c2744, c2744
c2744:
	jeq #0xffffffff, c2745, c2745
c2745:
	jeq #0xffffffff, c2746, c2746
c2746:
	jeq #0xffffffff, c2747, c2747
c2747:
	jeq #0xffffffff, c2748, c2748
c2748:
	jeq #0xffffffff, c2749, c2749
c2749:
	jeq #0xffffffff, c2750, c2750
c2750:
	jeq #0xffffffff, c2751, c2751
c2751:
	jeq #0xffffffff, c2752, c2752
c2752:
	jeq #0xffffffff, c2753, c2753
c2753:
	jeq #0xffffffff, c2754, c2754
c2754:
	jeq #0xffffffff, c2755, c2755
c2755:
	jeq #0xffffffff, c2756, c2756
c2756:
	jeq #0xffffffff, c2757, c2757
c2757:
	jeq #0xffffffff, c2758, c2758
c2758:
	jeq #0xffffffff, c2759, c2759
c2759:
	jeq #0xffffffff, c2760, c2760
c2760:
	jeq #0xffffffff, c2761, c2761
c2761:
	jeq #0xffffffff, c2762, c2762
c2762:
	jeq #0xffffffff, c2763, c2763
c2763:
	jeq #0xffffffff, c2764, c2764
c2764:
	jeq #0xffffffff, c2765, c2765
c2765:
	jeq #0xffffffff, c2766, c2766
c2766:
	jeq #0xffffffff, c2767, c2767
c2767:
	jeq #0xffffffff, c2768, c2768
c2768:
	jeq #0xffffffff, c2769, c2769
c2769:
	jeq #0xffffffff, c2770, c2770
c2770:
	jeq #0xffffffff, c2771, c2771
c2771:
	jeq #0xffffffff, c2772, c2772
c2772:
	jeq #0xffffffff, c2773, c2773
c2773:
	jeq #0xffffffff, c2774, c2774
c2774:
	jeq #0xffffffff, c2775, c2775
c2775:
	jeq #0xffffffff, c2776, c2776
c2776:
	jeq #0xffffffff, c2777, c2777
c2777:
	jeq #0xffffffff, c2778, c2778
c2778:
	jeq #0xffffffff, c2779, c2779
c2779:
	jeq #0xffffffff, c2780, c2780
c2780:
	jeq #0xffffffff, c2781, c2781
c2781:
	jeq #0xffffffff, c2782, c2782
c2782:
	jeq #0xffffffff, c2783, c2783
c2783:
	jeq #0xffffffff, c2784, c2784
c2784:
	jeq #0xffffffff, c2785, c2785
c2785:
	jeq #0xffffffff, c2786, c2786
c2786:
	jeq #0xffffffff, c2787, c2787
c2787:
	jeq #0xffffffff, c2788, c2788
c2788:
	jeq #0xffffffff, c2789, c2789
c2789:
	jeq #0xffffffff, c2790, c2790
c2790:
	jeq #0xffffffff, c2791, c2791
c2791:
	jeq #0xffffffff, c2792, c2792
c2792:
	jeq #0xffffffff, c2793, c2793
c2793:
	jeq #0xffffffff, c2794, c2794
c2794:
	jeq #0xffffffff, c2795, c2795
c2795:
	jeq #0xffffffff, c2796, c2796
c2796:
	jeq #0xffffffff, c2797, c2797
c2797:
	jeq #0xffffffff, c2798, c2798
c2798:
	jeq #0xffffffff, c2799, c2799
c2799:
	jeq #0xffffffff, c2800, c2800
c2800:
	jeq #0xffffffff, c2801, c2801
c2801:
	jeq #0xffffffff, c2802, c2802
c2802:
	jeq #0xffffffff, c2803, c2803
c2803:
	jeq #0xffffffff, c2804, c2804
c2804:
	jeq #0xffffffff, c2805, c2805
c2805:
	jeq #0xffffffff, c2806, c2806
c2806:
	jeq #0xffffffff, c2807, c2807
c2807:
	jeq #0xffffffff, c2808, c2808
c2808:
	jeq #0xffffffff, c2809, c2809
c2809:
	jeq #0xffffffff, c2810, c2810
c2810:
	jeq #0xffffffff, c2811, c2811
c2811:
	jeq #0xffffffff, c2812, c2812
c2812:
	jeq #0xffffffff, c2813, c2813
c2813:
	jeq #0xffffffff, c2814, c2814
c2814:
	jeq #0xffffffff, c2815, c2815
c2815:
	jeq #0xffffffff, c2816, c2816
c2816:
	jeq #0xffffffff, c2817, c2817
c2817:
	jeq #0xffffffff, c2818, c2818
c2818:
	jeq #0xffffffff, c2819, c2819
c2819:
	jeq #0xffffffff, c2820, c2820
c2820:
	jeq #0xffffffff, c2821, c2821
c2821:
	jeq #0xffffffff, c2822, c2822
c2822:
	jeq #0xffffffff, c2823, c2823
c2823:
	jeq #0xffffffff, c2824, c2824
c2824:
	jeq #0xffffffff, c2825, c2825
c2825:
	jeq #0xffffffff, c2826, c2826
c2826:
	jeq #0xffffffff, c2827, c2827
c2827:
	jeq #0xffffffff, c2828, c2828
c2828:
	jeq #0xffffffff, c2829, c2829
c2829:
	jeq #0xffffffff, c2830, c2830
c2830:
	jeq #0xffffffff, c2831, c2831
c2831:
	jeq #0xffffffff, c2832, c2832
c2832:
	jeq #0xffffffff, c2833, c2833
c2833:
	jeq #0xffffffff, c2834, c2834
c2834:
	jeq #0xffffffff, c2835, c2835
c2835:
	jeq #0xffffffff, c2836, c2836
c2836:
	jeq #0xffffffff, c2837, c2837
c2837:
	jeq #0xffffffff, c2838, c2838
c2838:
	jeq #0xffffffff, c2839, c2839
c2839:
	jeq #0xffffffff, c2840, c2840
c2840:
	jeq #0xffffffff, c2841, c2841
c2841:
	jeq #0xffffffff, c2842, c2842
c2842:
	jeq #0xffffffff, c2843, c2843
c2843:
	jeq #0xffffffff, c2844, c2844
c2844:
	jeq #0xffffffff, c2845, c2845
c2845:
	jeq #0xffffffff, c2846, c2846
c2846:
	jeq #0xffffffff, c2847, c2847
c2847:
	jeq #0xffffffff, c2848, c2848
c2848:
	jeq #0xffffffff, c2849, c2849
c2849:
	jeq #0xffffffff, c2850, c2850
c2850:
	jeq #0xffffffff, c2851, c2851
c2851:
	jeq #0xffffffff, c2852, c2852
c2852:
	jeq #0xffffffff, c2853, c2853
c2853:
	jeq #0xffffffff, c2854, c2854
c2854:
	jeq #0xffffffff, c2855, c2855
c2855:
	jeq #0xffffffff, c2856, c2856
c2856:
	jeq #0xffffffff, c2857, c2857
c2857:
	jeq #0xffffffff, c2858, c2858
c2858:
	jeq #0xffffffff, c2859, c2859
c2859:
	jeq #0xffffffff, c2860, c2860
c2860:
	jeq #0xffffffff, c2861, c2861
c2861:
	jeq #0xffffffff, c2862, c2862
c2862:
	jeq #0xffffffff, c2863, c2863
c2863:
	jeq #0xffffffff, c2864, c2864
c2864:
	jeq #0xffffffff, c2865, c2865
c2865:
	jeq #0xffffffff, c2866, c2866
c2866:
	jeq #0xffffffff, c2867, c2867
c2867:
	jeq #0xffffffff, c2868, c2868
c2868:
	jeq #0xffffffff, c2869, c2869
c2869:
	jeq #0xffffffff, c2870, c2870
c2870:
	jeq #0xffffffff, c2871, c2871
c2871:
	jeq #0xffffffff, c2872, c2872
c2872:
	jeq #0xffffffff, c2873, c2873
c2873:
	jeq #0xffffffff, c2874, c2874
c2874:
	jeq #0xffffffff, c2875, c2875
c2875:
	jeq #0xffffffff, c2876, c2876
c2876:
	jeq #0xffffffff, c2877, c2877
c2877:
	jeq #0xffffffff, c2878, c2878
c2878:
	jeq #0xffffffff, c2879, c2879
c2879:
	jeq #0xffffffff, c2880, c2880
c2880:
	jeq #0xffffffff, c2881, c2881
c2881:
	jeq #0xffffffff, c2882, c2882
c2882:
	jeq #0xffffffff, c2883, c2883
c2883:
	jeq #0xffffffff, c2884, c2884
c2884:
	jeq #0xffffffff, c2885, c2885
c2885:
	jeq #0xffffffff, c2886, c2886
c2886:
	jeq #0xffffffff, c2887, c2887
c2887:
	jeq #0xffffffff, c2888, c2888
c2888:
	jeq #0xffffffff, c2889, c2889
c2889:
	jeq #0xffffffff, c2890, c2890
c2890:
	jeq #0xffffffff, c2891, c2891
c2891:
	jeq #0xffffffff, c2892, c2892
c2892:
	jeq #0xffffffff, c2893, c2893
c2893:
	jeq #0xffffffff, c2894, c2894
c2894:
	jeq #0xffffffff, c2895, c2895
c2895:
	jeq #0xffffffff, c2896, c2896
c2896:
	jeq #0xffffffff, c2897, c2897
c2897:
	jeq #0xffffffff, c2898, c2898
c2898:
	jeq #0xffffffff, c2899, c2899
c2899:
	jeq #0xffffffff, c2900, c2900
c2900:
	jeq #0xffffffff, c2901, c2901
c2901:
	jeq #0xffffffff, c2902, c2902
c2902:
	jeq #0xffffffff, c2903, c2903
c2903:
	jeq #0xffffffff, c2904, c2904
c2904:
	jeq #0xffffffff, c2905, c2905
c2905:
	jeq #0xffffffff, c2906, c2906
c2906:
	jeq #0xffffffff, c2907, c2907
c2907:
	jeq #0xffffffff, c2908, c2908
c2908:
	jeq #0xffffffff, c2909, c2909
c2909:
	jeq #0xffffffff, c2910, c2910
c2910:
	jeq #0xffffffff, c2911, c2911
c2911:
	jeq #0xffffffff, c2912, c2912
c2912:
	jeq #0xffffffff, c2913, c2913
c2913:
	jeq #0xffffffff, c2914, c2914
c2914:
	jeq #0xffffffff, c2915, c2915
c2915:
	jeq #0xffffffff, c2916, c2916
c2916:
	jeq #0xffffffff, c2917, c2917
c2917:
	jeq #0xffffffff, c2918, c2918
c2918:
	jeq #0xffffffff, c2919, c2919
c2919:
	jeq #0xffffffff, c2920, c2920
c2920:
	jeq #0xffffffff, c2921, c2921
c2921:
	jeq #0xffffffff, c2922, c2922
c2922:
	jeq #0xffffffff, c2923, c2923
c2923:
	jeq #0xffffffff, c2924, c2924
c2924:
	jeq #0xffffffff, c2925, c2925
c2925:
	jeq #0xffffffff, c2926, c2926
c2926:
	jeq #0xffffffff, c2927, c2927
c2927:
	jeq #0xffffffff, c2928, c2928
c2928:
	jeq #0xffffffff, c2929, c2929
c2929:
	jeq #0xffffffff, c2930, c2930
c2930:
	jeq #0xffffffff, c2931, c2931
c2931:
	jeq #0xffffffff, c2932, c2932
c2932:
	jeq #0xffffffff, c2933, c2933
c2933:
	jeq #0xffffffff, c2934, c2934
c2934:
	jeq #0xffffffff, c2935, c2935
c2935:
	jeq #0xffffffff, c2936, c2936
c2936:
	jeq #0xffffffff, c2937, c2937
c2937:
	jeq #0xffffffff, c2938, c2938
c2938:
	jeq #0xffffffff, c2939, c2939
c2939:
	jeq #0xffffffff, c2940, c2940
c2940:
	jeq #0xffffffff, c2941, c2941
c2941:
	jeq #0xffffffff, c2942, c2942
c2942:
	jeq #0xffffffff, c2943, c2943
c2943:
	jeq #0xffffffff, c2944, c2944
c2944:
	jeq #0xffffffff, c2945, c2945
c2945:
	jeq #0xffffffff, c2946, c2946
c2946:
	jeq #0xffffffff, c2947, c2947
c2947:
	jeq #0xffffffff, c2948, c2948
c2948:
	jeq #0xffffffff, c2949, c2949
c2949:
	jeq #0xffffffff, c2950, c2950
c2950:
	jeq #0xffffffff, c2951, c2951
c2951:
	jeq #0xffffffff, c2952, c2952
c2952:
	jeq #0xffffffff, c2953, c2953
c2953:
	jeq #0xffffffff, c2954, c2954
c2954:
	jeq #0xffffffff, c2955, c2955
c2955:
	jeq #0xffffffff, c2956, c2956
c2956:
	jeq #0xffffffff, c2957, c2957
c2957:
	jeq #0xffffffff, c2958, c2958
c2958:
	jeq #0xffffffff, c2959, c2959
c2959:
	jeq #0xffffffff, c2960, c2960
c2960:
	jeq #0xffffffff, c2961, c2961
c2961:
	jeq #0xffffffff, c2962, c2962
c2962:
	jeq #0xffffffff, c2963, c2963
c2963:
	jeq #0xffffffff, c2964, c2964
c2964:
	jeq #0xffffffff, c2965, c2965
c2965:
	jeq #0xffffffff, c2966, c2966
c2966:
	jeq #0xffffffff, c2967, c2967
c2967:
	jeq #0xffffffff, c2968, c2968
c2968:
	jeq #0xffffffff, c2969, c2969
c2969:
	jeq #0xffffffff, c2970, c2970
c2970:
	jeq #0xffffffff, c2971, c2971
c2971:
	jeq #0xffffffff, c2972, c2972
c2972:
	jeq #0xffffffff, c2973, c2973
c2973:
	jeq #0xffffffff, c2974, c2974
c2974:
	jeq #0xffffffff, c2975, c2975
c2975:
	jeq #0xffffffff, c2976, c2976
c2976:
	jeq #0xffffffff, c2977, c2977
c2977:
	jeq #0xffffffff, c2978, c2978
c2978:
	jeq #0xffffffff, c2979, c2979
c2979:
	jeq #0xffffffff, c2980, c2980
c2980:
	jeq #0xffffffff, c2981, c2981
c2981:
	jeq #0xffffffff, c2982, c2982
c2982:
	jeq #0xffffffff, c2983, c2983
c2983:
	jeq #0xffffffff, c2984, c2984
c2984:
	jeq #0xffffffff, c2985, c2985
c2985:
	jeq #0xffffffff, c2986, c2986
c2986:
	jeq #0xffffffff, c2987, c2987
c2987:
	jeq #0xffffffff, c2988, c2988
c2988:
	jeq #0xffffffff, c2989, c2989
c2989:
	jeq #0xffffffff, c2990, c2990
c2990:
	jeq #0xffffffff, c2991, c2991
c2991:
	jeq #0xffffffff, c2992, c2992
c2992:
	jeq #0xffffffff, c2993, c2993
c2993:
	jeq #0xffffffff, c2994, c2994
c2994:
	jeq #0xffffffff, c2995, c2995
c2995:
	jeq #0xffffffff, c2996, c2996
c2996:
	jeq #0xffffffff, c2997, c2997
c2997:
	jeq #0xffffffff, c2998, c2998
c2998:
	jeq #0xffffffff, c2999, c2999
c2999:
	jeq #0xffffffff, c3000, c3000
c3000:
	jeq #0xffffffff, c3001, c3001
c3001:
	jeq #0xffffffff, c3002, c3002
c3002:
	jeq #0xffffffff, c3003, c3003
c3003:
	jeq #0xffffffff, c3004, c3004
c3004:
	jeq #0xffffffff, c3005, c3005
c3005:
	jeq #0xffffffff, c3006, c3006
c3006:
	jeq #0xffffffff, c3007, c3007
c3007:
	jeq #0xffffffff, c3008, c3008
c3008:
	jeq #0xffffffff, c3009, c3009
c3009:
	jeq #0xffffffff, c3010, c3010
c3010:
	jeq #0xffffffff, c3011, c3011
c3011:
	jeq #0xffffffff, c3012, c3012
c3012:
	jeq #0xffffffff, c3013, c3013
c3013:
	jeq #0xffffffff, c3014, c3014
c3014:
	jeq #0xffffffff, c3015, c3015
c3015:
	jeq #0xffffffff, c3016, c3016
c3016:
	jeq #0xffffffff, c3017, c3017
c3017:
	jeq #0xffffffff, c3018, c3018
c3018:
	jeq #0xffffffff, c3019, c3019
c3019:
	jeq #0xffffffff, c3020, c3020
c3020:
	jeq #0xffffffff, c3021, c3021
c3021:
	jeq #0xffffffff, c3022, c3022
c3022:
	jeq #0xffffffff, c3023, c3023
c3023:
	jeq #0xffffffff, c3024, c3024
c3024:
	jeq #0xffffffff, c3025, c3025
c3025:
	jeq #0xffffffff, c3026, c3026
c3026:
	jeq #0xffffffff, c3027, c3027
c3027:
	jeq #0xffffffff, c3028, c3028
c3028:
	jeq #0xffffffff, c3029, c3029
c3029:
	jeq #0xffffffff, c3030, c3030
c3030:
	jeq #0xffffffff, c3031, c3031
c3031:
	jeq #0xffffffff, c3032, c3032
c3032:
	jeq #0xffffffff, c3033, c3033
c3033:
	jeq #0xffffffff, c3034, c3034
c3034:
	jeq #0xffffffff, c3035, c3035
c3035:
	jeq #0xffffffff, c3036, c3036
c3036:
	jeq #0xffffffff, c3037, c3037
c3037:
	jeq #0xffffffff, c3038, c3038
c3038:
	jeq #0xffffffff, c3039, c3039
c3039:
	jeq #0xffffffff, c3040, c3040
c3040:
	jeq #0xffffffff, c3041, c3041
c3041:
	jeq #0xffffffff, c3042, c3042
c3042:
	jeq #0xffffffff, c3043, c3043
c3043:
	jeq #0xffffffff, c3044, c3044
c3044:
	jeq #0xffffffff, c3045, c3045
c3045:
	jeq #0xffffffff, c3046, c3046
c3046:
	jeq #0xffffffff, c3047, c3047
c3047:
	jeq #0xffffffff, c3048, c3048
c3048:
	jeq #0xffffffff, c3049, c3049
c3049:
	jeq #0xffffffff, c3050, c3050
c3050:
	jeq #0xffffffff, c3051, c3051
c3051:
	jeq #0xffffffff, c3052, c3052
c3052:
	jeq #0xffffffff, c3053, c3053
c3053:
	jeq #0xffffffff, c3054, c3054
c3054:
	jeq #0xffffffff, c3055, c3055
c3055:
	jeq #0xffffffff, c3056, c3056
c3056:
	jeq #0xffffffff, c3057, c3057
c3057:
	jeq #0xffffffff, c3058, c3058
c3058:
	jeq #0xffffffff, c3059, c3059
c3059:
	jeq #0xffffffff, c3060, c3060
c3060:
	jeq #0xffffffff, c3061, c3061
c3061:
	jeq #0xffffffff, c3062, c3062
c3062:
	jeq #0xffffffff, c3063, c3063
c3063:
	jeq #0xffffffff, c3064, c3064
c3064:
	jeq #0xffffffff, c3065, c3065
c3065:
	jeq #0xffffffff, c3066, c3066
c3066:
	jeq #0xffffffff, c3067, c3067
c3067:
	jeq #0xffffffff, c3068, c3068
c3068:
	jeq #0xffffffff, c3069, c3069
c3069:
	jeq #0xffffffff, c3070, c3070
c3070:
	jeq #0xffffffff, c3071, c3071
c3071:
	jeq #0xffffffff, c3072, c3072
c3072:
	jeq #0xffffffff, c3073, c3073
c3073:
	jeq #0xffffffff, c3074, c3074
c3074:
	jeq #0xffffffff, c3075, c3075
c3075:
	jeq #0xffffffff, c3076, c3076
c3076:
	jeq #0xffffffff, c3077, c3077
c3077:
	jeq #0xffffffff, c3078, c3078
c3078:
	jeq #0xffffffff, c3079, c3079
c3079:
	jeq #0xffffffff, c3080, c3080
c3080:
	jeq #0xffffffff, c3081, c3081
c3081:
	jeq #0xffffffff, c3082, c3082
c3082:
	jeq #0xffffffff, c3083, c3083
c3083:
	jeq #0xffffffff, c3084, c3084
c3084:
	jeq #0xffffffff, c3085, c3085
c3085:
	jeq #0xffffffff, c3086, c3086
c3086:
	jeq #0xffffffff, c3087, c3087
c3087:
	jeq #0xffffffff, c3088, c3088
c3088:
	jeq #0xffffffff, c3089, c3089
c3089:
	jeq #0xffffffff, c3090, c3090
c3090:
	jeq #0xffffffff, c3091, c3091
c3091:
	jeq #0xffffffff, c3092, c3092
c3092:
	jeq #0xffffffff, c3093, c3093
c3093:
	jeq #0xffffffff, c3094, c3094
c3094:
	jeq #0xffffffff, c3095, c3095
c3095:
	jeq #0xffffffff, c3096, c3096
c3096:
	jeq #0xffffffff, c3097, c3097
c3097:
	jeq #0xffffffff, c3098, c3098
c3098:
	jeq #0xffffffff, c3099, c3099
c3099:
	jeq #0xffffffff, c3100, c3100
c3100:
	jeq #0xffffffff, c3101, c3101
c3101:
	jeq #0xffffffff, c3102, c3102
c3102:
	jeq #0xffffffff, c3103, c3103
c3103:
	jeq #0xffffffff, c3104, c3104
c3104:
	jeq #0xffffffff, c3105, c3105
c3105:
	jeq #0xffffffff, c3106, c3106
c3106:
	jeq #0xffffffff, c3107, c3107
c3107:
	jeq #0xffffffff, c3108, c3108
c3108:
	jeq #0xffffffff, c3109, c3109
c3109:
	jeq #0xffffffff, c3110, c3110
c3110:
	jeq #0xffffffff, c3111, c3111
c3111:
	jeq #0xffffffff, c3112, c3112
c3112:
	jeq #0xffffffff, c3113, c3113
c3113:
	jeq #0xffffffff, c3114, c3114
c3114:
	jeq #0xffffffff, c3115, c3115
c3115:
	jeq #0xffffffff, c3116, c3116
c3116:
	jeq #0xffffffff, c3117, c3117
c3117:
	jeq #0xffffffff, c3118, c3118
c3118:
	jeq #0xffffffff, c3119, c3119
c3119:
	jeq #0xffffffff, c3120, c3120
c3120:
	jeq #0xffffffff, c3121, c3121
c3121:
	jeq #0xffffffff, c3122, c3122
c3122:
	jeq #0xffffffff, c3123, c3123
c3123:
	jeq #0xffffffff, c3124, c3124
c3124:
	jeq #0xffffffff, c3125, c3125
c3125:
	jeq #0xffffffff, c3126, c3126
c3126:
	jeq #0xffffffff, c3127, c3127
c3127:
	jeq #0xffffffff, c3128, c3128
c3128:
	jeq #0xffffffff, c3129, c3129
c3129:
	jeq #0xffffffff, c3130, c3130
c3130:
	jeq #0xffffffff, c3131, c3131
c3131:
	jeq #0xffffffff, c3132, c3132
c3132:
	jeq #0xffffffff, c3133, c3133
c3133:
	jeq #0xffffffff, c3134, c3134
c3134:
	jeq #0xffffffff, c3135, c3135
c3135:
	jeq #0xffffffff, c3136, c3136
c3136:
	jeq #0xffffffff, c3137, c3137
c3137:
	jeq #0xffffffff, c3138, c3138
c3138:
	jeq #0xffffffff, c3139, c3139
c3139:
	jeq #0xffffffff, c3140, c3140
c3140:
	jeq #0xffffffff, c3141, c3141
c3141:
	jeq #0xffffffff, c3142, c3142
c3142:
	jeq #0xffffffff, c3143, c3143
c3143:
	jeq #0xffffffff, c3144, c3144
c3144:
	jeq #0xffffffff, c3145, c3145
c3145:
	jeq #0xffffffff, c3146, c3146
c3146:
	jeq #0xffffffff, c3147, c3147
c3147:
	jeq #0xffffffff, c3148, c3148
c3148:
	jeq #0xffffffff, c3149, c3149
c3149:
	jeq #0xffffffff, c3150, c3150
c3150:
	jeq #0xffffffff, c3151, c3151
c3151:
	jeq #0xffffffff, c3152, c3152
c3152:
	jeq #0xffffffff, c3153, c3153
c3153:
	jeq #0xffffffff, c3154, c3154
c3154:
	jeq #0xffffffff, c3155, c3155
c3155:
	jeq #0xffffffff, c3156, c3156
c3156:
	jeq #0xffffffff, c3157, c3157
c3157:
	jeq #0xffffffff, c3158, c3158
c3158:
	jeq #0xffffffff, c3159, c3159
c3159:
	jeq #0xffffffff, c3160, c3160
c3160:
	jeq #0xffffffff, c3161, c3161
c3161:
	jeq #0xffffffff, c3162, c3162
c3162:
	jeq #0xffffffff, c3163, c3163
c3163:
	jeq #0xffffffff, c3164, c3164
c3164:
	jeq #0xffffffff, c3165, c3165
c3165:
	jeq #0xffffffff, c3166, c3166
c3166:
	jeq #0xffffffff, c3167, c3167
c3167:
	jeq #0xffffffff, c3168, c3168
c3168:
	jeq #0xffffffff, c3169, c3169
c3169:
	jeq #0xffffffff, c3170, c3170
c3170:
	jeq #0xffffffff, c3171, c3171
c3171:
	jeq #0xffffffff, c3172, c3172
c3172:
	jeq #0xffffffff, c3173, c3173
c3173:
	jeq #0xffffffff, c3174, c3174
c3174:
	jeq #0xffffffff, c3175, c3175
c3175:
	jeq #0xffffffff, c3176, c3176
c3176:
	jeq #0xffffffff, c3177, c3177
c3177:
	jeq #0xffffffff, c3178, c3178
c3178:
	jeq #0xffffffff, c3179, c3179
c3179:
	jeq #0xffffffff, c3180, c3180
c3180:
	jeq #0xffffffff, c3181, c3181
c3181:
	jeq #0xffffffff, c3182, c3182
c3182:
	jeq #0xffffffff, c3183, c3183
c3183:
	jeq #0xffffffff, c3184, c3184
c3184:
	jeq #0xffffffff, c3185, c3185
c3185:
	jeq #0xffffffff, c3186, c3186
c3186:
	jeq #0xffffffff, c3187, c3187
c3187:
	jeq #0xffffffff, c3188, c3188
c3188:
	jeq #0xffffffff, c3189, c3189
c3189:
	jeq #0xffffffff, c3190, c3190
c3190:
	jeq #0xffffffff, c3191, c3191
c3191:
	jeq #0xffffffff, c3192, c3192
c3192:
	jeq #0xffffffff, c3193, c3193
c3193:
	jeq #0xffffffff, c3194, c3194
c3194:
	jeq #0xffffffff, c3195, c3195
c3195:
	jeq #0xffffffff, c3196, c3196
c3196:
	jeq #0xffffffff, c3197, c3197
c3197:
	jeq #0xffffffff, c3198, c3198
c3198:
	jeq #0xffffffff, c3199, c3199
c3199:
	jeq #0xffffffff, c3200, c3200
c3200:
	jeq #0xffffffff, c3201, c3201
c3201:
	jeq #0xffffffff, c3202, c3202
c3202:
	jeq #0xffffffff, c3203, c3203
c3203:
	jeq #0xffffffff, c3204, c3204
c3204:
	jeq #0xffffffff, c3205, c3205
c3205:
	jeq #0xffffffff, c3206, c3206
c3206:
	jeq #0xffffffff, c3207, c3207
c3207:
	jeq #0xffffffff, c3208, c3208
c3208:
	jeq #0xffffffff, c3209, c3209
c3209:
	jeq #0xffffffff, c3210, c3210
c3210:
	jeq #0xffffffff, c3211, c3211
c3211:
	jeq #0xffffffff, c3212, c3212
c3212:
	jeq #0xffffffff, c3213, c3213
c3213:
	jeq #0xffffffff, c3214, c3214
c3214:
	jeq #0xffffffff, c3215, c3215
c3215:
	jeq #0xffffffff, c3216, c3216
c3216:
	jeq #0xffffffff, c3217, c3217
c3217:
	jeq #0xffffffff, c3218, c3218
c3218:
	jeq #0xffffffff, c3219, c3219
c3219:
	jeq #0xffffffff, c3220, c3220
c3220:
	jeq #0xffffffff, c3221, c3221
c3221:
	jeq #0xffffffff, c3222, c3222
c3222:
	jeq #0xffffffff, c3223, c3223
c3223:
	jeq #0xffffffff, c3224, c3224
c3224:
	jeq #0xffffffff, c3225, c3225
c3225:
	jeq #0xffffffff, c3226, c3226
c3226:
	jeq #0xffffffff, c3227, c3227
c3227:
	jeq #0xffffffff, c3228, c3228
c3228:
	jeq #0xffffffff, c3229, c3229
c3229:
	jeq #0xffffffff, c3230, c3230
c3230:
	jeq #0xffffffff, c3231, c3231
c3231:
	jeq #0xffffffff, c3232, c3232
c3232:
	jeq #0xffffffff, c3233, c3233
c3233:
	jeq #0xffffffff, c3234, c3234
c3234:
	jeq #0xffffffff, c3235, c3235
c3235:
	jeq #0xffffffff, c3236, c3236
c3236:
	jeq #0xffffffff, c3237, c3237
c3237:
	jeq #0xffffffff, c3238, c3238
c3238:
	jeq #0xffffffff, c3239, c3239
c3239:
	jeq #0xffffffff, c3240, c3240
c3240:
	jeq #0xffffffff, c3241, c3241
c3241:
	jeq #0xffffffff, c3242, c3242
c3242:
	jeq #0xffffffff, c3243, c3243
c3243:
	jeq #0xffffffff, c3244, c3244
c3244:
	jeq #0xffffffff, c3245, c3245
c3245:
	jeq #0xffffffff, c3246, c3246
c3246:
	jeq #0xffffffff, c3247, c3247
c3247:
	jeq #0xffffffff, c3248, c3248
c3248:
	jeq #0xffffffff, c3249, c3249
c3249:
	jeq #0xffffffff, c3250, c3250
c3250:
	jeq #0xffffffff, c3251, c3251
c3251:
	jeq #0xffffffff, c3252, c3252
c3252:
	jeq #0xffffffff, c3253, c3253
c3253:
	jeq #0xffffffff, c3254, c3254
c3254:
	jeq #0xffffffff, c3255, c3255
c3255:
	jeq #0xffffffff, c3256, c3256
c3256:
	jeq #0xffffffff, c3257, c3257
c3257:
	jeq #0xffffffff, c3258, c3258
c3258:
	jeq #0xffffffff, c3259, c3259
c3259:
	jeq #0xffffffff, c3260, c3260
c3260:
	jeq #0xffffffff, c3261, c3261
c3261:
	jeq #0xffffffff, c3262, c3262
c3262:
	jeq #0xffffffff, c3263, c3263
c3263:
	jeq #0xffffffff, c3264, c3264
c3264:
	jeq #0xffffffff, c3265, c3265
c3265:
	jeq #0xffffffff, c3266, c3266
c3266:
	jeq #0xffffffff, c3267, c3267
c3267:
	jeq #0xffffffff, c3268, c3268
c3268:
	jeq #0xffffffff, c3269, c3269
c3269:
	jeq #0xffffffff, c3270, c3270
c3270:
	jeq #0xffffffff, c3271, c3271
c3271:
	jeq #0xffffffff, c3272, c3272
c3272:
	jeq #0xffffffff, c3273, c3273
c3273:
	jeq #0xffffffff, c3274, c3274
c3274:
	jeq #0xffffffff, c3275, c3275
c3275:
	jeq #0xffffffff, c3276, c3276
c3276:
	jeq #0xffffffff, c3277, c3277
c3277:
	jeq #0xffffffff, c3278, c3278
c3278:
	jeq #0xffffffff, c3279, c3279
c3279:
	jeq #0xffffffff, c3280, c3280
c3280:
	jeq #0xffffffff, c3281, c3281
c3281:
	jeq #0xffffffff, c3282, c3282
c3282:
	jeq #0xffffffff, c3283, c3283
c3283:
	jeq #0xffffffff, c3284, c3284
c3284:
	jeq #0xffffffff, c3285, c3285
c3285:
	jeq #0xffffffff, c3286, c3286
c3286:
	jeq #0xffffffff, c3287, c3287
c3287:
	jeq #0xffffffff, c3288, c3288
c3288:
	jeq #0xffffffff, c3289, c3289
c3289:
	jeq #0xffffffff, c3290, c3290
c3290:
	jeq #0xffffffff, c3291, c3291
c3291:
	jeq #0xffffffff, c3292, c3292
c3292:
	jeq #0xffffffff, c3293, c3293
c3293:
	jeq #0xffffffff, c3294, c3294
c3294:
	jeq #0xffffffff, c3295, c3295
c3295:
	jeq #0xffffffff, c3296, c3296
c3296:
	jeq #0xffffffff, c3297, c3297
c3297:
	jeq #0xffffffff, c3298, c3298
c3298:
	jeq #0xffffffff, c3299, c3299
c3299:
	jeq #0xffffffff, c3300, c3300
c3300:
	jeq #0xffffffff, c3301, c3301
c3301:
	jeq #0xffffffff, c3302, c3302
c3302:
	jeq #0xffffffff, c3303, c3303
c3303:
	jeq #0xffffffff, c3304, c3304
c3304:
	jeq #0xffffffff, c3305, c3305
c3305:
	jeq #0xffffffff, c3306, c3306
c3306:
	jeq #0xffffffff, c3307, c3307
c3307:
	jeq #0xffffffff, c3308, c3308
c3308:
	jeq #0xffffffff, c3309, c3309
c3309:
	jeq #0xffffffff, c3310, c3310
c3310:
	jeq #0xffffffff, c3311, c3311
c3311:
	jeq #0xffffffff, c3312, c3312
c3312:
	jeq #0xffffffff, c3313, c3313
c3313:
	jeq #0xffffffff, c3314, c3314
c3314:
	jeq #0xffffffff, c3315, c3315
c3315:
	jeq #0xffffffff, c3316, c3316
c3316:
	jeq #0xffffffff, c3317, c3317
c3317:
	jeq #0xffffffff, c3318, c3318
c3318:
	jeq #0xffffffff, c3319, c3319
c3319:
	jeq #0xffffffff, c3320, c3320
c3320:
	jeq #0xffffffff, c3321, c3321
c3321:
	jeq #0xffffffff, c3322, c3322
c3322:
	jeq #0xffffffff, c3323, c3323
c3323:
	jeq #0xffffffff, c3324, c3324
c3324:
	jeq #0xffffffff, c3325, c3325
c3325:
	jeq #0xffffffff, c3326, c3326
c3326:
	jeq #0xffffffff, c3327, c3327
c3327:
	jeq #0xffffffff, c3328, c3328
c3328:
	jeq #0xffffffff, c3329, c3329
c3329:
	jeq #0xffffffff, c3330, c3330
c3330:
	jeq #0xffffffff, c3331, c3331
c3331:
	jeq #0xffffffff, c3332, c3332
c3332:
	jeq #0xffffffff, c3333, c3333
c3333:
	jeq #0xffffffff, c3334, c3334
c3334:
	jeq #0xffffffff, c3335, c3335
c3335:
	jeq #0xffffffff, c3336, c3336
c3336:
	jeq #0xffffffff, c3337, c3337
c3337:
	jeq #0xffffffff, c3338, c3338
c3338:
	jeq #0xffffffff, c3339, c3339
c3339:
	jeq #0xffffffff, c3340, c3340
c3340:
	jeq #0xffffffff, c3341, c3341
c3341:
	jeq #0xffffffff, c3342, c3342
c3342:
	jeq #0xffffffff, c3343, c3343
c3343:
	jeq #0xffffffff, c3344, c3344
c3344:
	jeq #0xffffffff, c3345, c3345
c3345:
	jeq #0xffffffff, c3346, c3346
c3346:
	jeq #0xffffffff, c3347, c3347
c3347:
	jeq #0xffffffff, c3348, c3348
c3348:
	jeq #0xffffffff, c3349, c3349
c3349:
	jeq #0xffffffff, c3350, c3350
c3350:
	jeq #0xffffffff, c3351, c3351
c3351:
	jeq #0xffffffff, c3352, c3352
c3352:
	jeq #0xffffffff, c3353, c3353
c3353:
	jeq #0xffffffff, c3354, c3354
c3354:
	jeq #0xffffffff, c3355, c3355
c3355:
	jeq #0xffffffff, c3356, c3356
c3356:
	jeq #0xffffffff, c3357, c3357
c3357:
	jeq #0xffffffff, c3358, c3358
c3358:
	jeq #0xffffffff, c3359, c3359
c3359:
	jeq #0xffffffff, c3360, c3360
c3360:
	jeq #0xffffffff, c3361, c3361
c3361:
	jeq #0xffffffff, c3362, c3362
c3362:
	jeq #0xffffffff, c3363, c3363
c3363:
	jeq #0xffffffff, c3364, c3364
c3364:
	jeq #0xffffffff, c3365, c3365
c3365:
	jeq #0xffffffff, c3366, c3366
c3366:
	jeq #0xffffffff, c3367, c3367
c3367:
	jeq #0xffffffff, c3368, c3368
c3368:
	jeq #0xffffffff, c3369, c3369
c3369:
	jeq #0xffffffff, c3370, c3370
c3370:
	jeq #0xffffffff, c3371, c3371
c3371:
	jeq #0xffffffff, c3372, c3372
c3372:
	jeq #0xffffffff, c3373, c3373
c3373:
	jeq #0xffffffff, c3374, c3374
c3374:
	jeq #0xffffffff, c3375, c3375
c3375:
	jeq #0xffffffff, c3376, c3376
c3376:
	jeq #0xffffffff, c3377, c3377
c3377:
	jeq #0xffffffff, c3378, c3378
c3378:
	jeq #0xffffffff, c3379, c3379
c3379:
	jeq #0xffffffff, c3380, c3380
c3380:
	jeq #0xffffffff, c3381, c3381
c3381:
	jeq #0xffffffff, c3382, c3382
c3382:
	jeq #0xffffffff, c3383, c3383
c3383:
	jeq #0xffffffff, c3384, c3384
c3384:
	jeq #0xffffffff, c3385, c3385
c3385:
	jeq #0xffffffff, c3386, c3386
c3386:
	jeq #0xffffffff, c3387, c3387
c3387:
	jeq #0xffffffff, c3388, c3388
c3388:
	jeq #0xffffffff, c3389, c3389
c3389:
	jeq #0xffffffff, c3390, c3390
c3390:
	jeq #0xffffffff, c3391, c3391
c3391:
	jeq #0xffffffff, c3392, c3392
c3392:
	jeq #0xffffffff, c3393, c3393
c3393:
	jeq #0xffffffff, c3394, c3394
c3394:
	jeq #0xffffffff, c3395, c3395
c3395:
	jeq #0xffffffff, c3396, c3396
c3396:
	jeq #0xffffffff, c3397, c3397
c3397:
	jeq #0xffffffff, c3398, c3398
c3398:
	jeq #0xffffffff, c3399, c3399
c3399:
	jeq #0xffffffff, c3400, c3400
c3400:
	jeq #0xffffffff, c3401, c3401
c3401:
	jeq #0xffffffff, c3402, c3402
c3402:
	jeq #0xffffffff, c3403, c3403
c3403:
	jeq #0xffffffff, c3404, c3404
c3404:
	jeq #0xffffffff, c3405, c3405
c3405:
	jeq #0xffffffff, c3406, c3406
c3406:
	jeq #0xffffffff, c3407, c3407
c3407:
	jeq #0xffffffff, c3408, c3408
c3408:
	jeq #0xffffffff, c3409, c3409
c3409:
	jeq #0xffffffff, c3410, c3410
c3410:
	jeq #0xffffffff, c3411, c3411
c3411:
	jeq #0xffffffff, c3412, c3412
c3412:
	jeq #0xffffffff, c3413, c3413
c3413:
	jeq #0xffffffff, c3414, c3414
c3414:
	jeq #0xffffffff, c3415, c3415
c3415:
	jeq #0xffffffff, c3416, c3416
c3416:
	jeq #0xffffffff, c3417, c3417
c3417:
	jeq #0xffffffff, c3418, c3418
c3418:
	jeq #0xffffffff, c3419, c3419
c3419:
	jeq #0xffffffff, c3420, c3420
c3420:
	jeq #0xffffffff, c3421, c3421
c3421:
	jeq #0xffffffff, c3422, c3422
c3422:
	jeq #0xffffffff, c3423, c3423
c3423:
	jeq #0xffffffff, c3424, c3424
c3424:
	jeq #0xffffffff, c3425, c3425
c3425:
	jeq #0xffffffff, c3426, c3426
c3426:
	jeq #0xffffffff, c3427, c3427
c3427:
	jeq #0xffffffff, c3428, c3428
c3428:
	jeq #0xffffffff, c3429, c3429
c3429:
	jeq #0xffffffff, c3430, c3430
c3430:
	jeq #0xffffffff, c3431, c3431
c3431:
	jeq #0xffffffff, c3432, c3432
c3432:
	jeq #0xffffffff, c3433, c3433
c3433:
	jeq #0xffffffff, c3434, c3434
c3434:
	jeq #0xffffffff, c3435, c3435
c3435:
	jeq #0xffffffff, c3436, c3436
c3436:
	jeq #0xffffffff, c3437, c3437
c3437:
	jeq #0xffffffff, c3438, c3438
c3438:
	jeq #0xffffffff, c3439, c3439
c3439:
	jeq #0xffffffff, c3440, c3440
c3440:
	jeq #0xffffffff, c3441, c3441
c3441:
	jeq #0xffffffff, c3442, c3442
c3442:
	jeq #0xffffffff, c3443, c3443
c3443:
	jeq #0xffffffff, c3444, c3444
c3444:
	jeq #0xffffffff, c3445, c3445
c3445:
	jeq #0xffffffff, c3446, c3446
c3446:
	jeq #0xffffffff, c3447, c3447
c3447:
	jeq #0xffffffff, c3448, c3448
c3448:
	jeq #0xffffffff, c3449, c3449
c3449:
	jeq #0xffffffff, c3450, c3450
c3450:
	jeq #0xffffffff, c3451, c3451
c3451:
	jeq #0xffffffff, c3452, c3452
c3452:
	jeq #0xffffffff, c3453, c3453
c3453:
	jeq #0xffffffff, c3454, c3454
c3454:
	jeq #0xffffffff, c3455, c3455
c3455:
	jeq #0xffffffff, c3456, c3456
c3456:
	jeq #0xffffffff, c3457, c3457
c3457:
	jeq #0xffffffff, c3458, c3458
c3458:
	jeq #0xffffffff, c3459, c3459
c3459:
	jeq #0xffffffff, c3460, c3460
c3460:
	jeq #0xffffffff, c3461, c3461
c3461:
	jeq #0xffffffff, c3462, c3462
c3462:
	jeq #0xffffffff, c3463, c3463
c3463:
	jeq #0xffffffff, c3464, c3464
c3464:
	jeq #0xffffffff, c3465, c3465
c3465:
	jeq #0xffffffff, c3466, c3466
c3466:
	jeq #0xffffffff, c3467, c3467
c3467:
	jeq #0xffffffff, c3468, c3468
c3468:
	jeq #0xffffffff, c3469, c3469
c3469:
	jeq #0xffffffff, c3470, c3470
c3470:
	jeq #0xffffffff, c3471, c3471
c3471:
	jeq #0xffffffff, c3472, c3472
c3472:
	jeq #0xffffffff, c3473, c3473
c3473:
	jeq #0xffffffff, c3474, c3474
c3474:
	jeq #0xffffffff, c3475, c3475
c3475:
	jeq #0xffffffff, c3476, c3476
c3476:
	jeq #0xffffffff, c3477, c3477
c3477:
	jeq #0xffffffff, c3478, c3478
c3478:
	jeq #0xffffffff, c3479, c3479
c3479:
	jeq #0xffffffff, c3480, c3480
c3480:
	jeq #0xffffffff, c3481, c3481
c3481:
	jeq #0xffffffff, c3482, c3482
c3482:
	jeq #0xffffffff, c3483, c3483
c3483:
	jeq #0xffffffff, c3484, c3484
c3484:
	jeq #0xffffffff, c3485, c3485
c3485:
	jeq #0xffffffff, c3486, c3486
c3486:
	jeq #0xffffffff, c3487, c3487
c3487:
	jeq #0xffffffff, c3488, c3488
c3488:
	jeq #0xffffffff, c3489, c3489
c3489:
	jeq #0xffffffff, c3490, c3490
c3490:
	jeq #0xffffffff, c3491, c3491
c3491:
	jeq #0xffffffff, c3492, c3492
c3492:
	jeq #0xffffffff, c3493, c3493
c3493:
	jeq #0xffffffff, c3494, c3494
c3494:
	jeq #0xffffffff, c3495, c3495
c3495:
	jeq #0xffffffff, c3496, c3496
c3496:
	jeq #0xffffffff, c3497, c3497
c3497:
	jeq #0xffffffff, c3498, c3498
c3498:
	jeq #0xffffffff, c3499, c3499
c3499:
	jeq #0xffffffff, c3500, c3500
c3500:
	jeq #0xffffffff, c3501, c3501
c3501:
	jeq #0xffffffff, c3502, c3502
c3502:
	jeq #0xffffffff, c3503, c3503
c3503:
	jeq #0xffffffff, c3504, c3504
c3504:
	jeq #0xffffffff, c3505, c3505
c3505:
	jeq #0xffffffff, c3506, c3506
c3506:
	jeq #0xffffffff, c3507, c3507
c3507:
	jeq #0xffffffff, c3508, c3508
c3508:
	jeq #0xffffffff, c3509, c3509
c3509:
	jeq #0xffffffff, c3510, c3510
c3510:
	jeq #0xffffffff, c3511, c3511
c3511:
	jeq #0xffffffff, c3512, c3512
c3512:
	jeq #0xffffffff, c3513, c3513
c3513:
	jeq #0xffffffff, c3514, c3514
c3514:
	jeq #0xffffffff, c3515, c3515
c3515:
	jeq #0xffffffff, c3516, c3516
c3516:
	jeq #0xffffffff, c3517, c3517
c3517:
	jeq #0xffffffff, c3518, c3518
c3518:
	jeq #0xffffffff, c3519, c3519
c3519:
	jeq #0xffffffff, c3520, c3520
c3520:
	jeq #0xffffffff, c3521, c3521
c3521:
	jeq #0xffffffff, c3522, c3522
c3522:
	jeq #0xffffffff, c3523, c3523
c3523:
	jeq #0xffffffff, c3524, c3524
c3524:
	jeq #0xffffffff, c3525, c3525
c3525:
	jeq #0xffffffff, c3526, c3526
c3526:
	jeq #0xffffffff, c3527, c3527
c3527:
	jeq #0xffffffff, c3528, c3528
c3528:
	jeq #0xffffffff, c3529, c3529
c3529:
	jeq #0xffffffff, c3530, c3530
c3530:
	jeq #0xffffffff, c3531, c3531
c3531:
	jeq #0xffffffff, c3532, c3532
c3532:
	jeq #0xffffffff, c3533, c3533
c3533:
	jeq #0xffffffff, c3534, c3534
c3534:
	jeq #0xffffffff, c3535, c3535
c3535:
	jeq #0xffffffff, c3536, c3536
c3536:
	jeq #0xffffffff, c3537, c3537
c3537:
	jeq #0xffffffff, c3538, c3538
c3538:
	jeq #0xffffffff, c3539, c3539
c3539:
	jeq #0xffffffff, c3540, c3540
c3540:
	jeq #0xffffffff, c3541, c3541
c3541:
	jeq #0xffffffff, c3542, c3542
c3542:
	jeq #0xffffffff, c3543, c3543
c3543:
	jeq #0xffffffff, c3544, c3544
c3544:
	jeq #0xffffffff, c3545, c3545
c3545:
	jeq #0xffffffff, c3546, c3546
c3546:
	jeq #0xffffffff, c3547, c3547
c3547:
	jeq #0xffffffff, c3548, c3548
c3548:
	jeq #0xffffffff, c3549, c3549
c3549:
	jeq #0xffffffff, c3550, c3550
c3550:
	jeq #0xffffffff, c3551, c3551
c3551:
	jeq #0xffffffff, c3552, c3552
c3552:
	jeq #0xffffffff, c3553, c3553
c3553:
	jeq #0xffffffff, c3554, c3554
c3554:
	jeq #0xffffffff, c3555, c3555
c3555:
	jeq #0xffffffff, c3556, c3556
c3556:
	jeq #0xffffffff, c3557, c3557
c3557:
	jeq #0xffffffff, c3558, c3558
c3558:
	jeq #0xffffffff, c3559, c3559
c3559:
	jeq #0xffffffff, c3560, c3560
c3560:
	jeq #0xffffffff, c3561, c3561
c3561:
	jeq #0xffffffff, c3562, c3562
c3562:
	jeq #0xffffffff, c3563, c3563
c3563:
	jeq #0xffffffff, c3564, c3564
c3564:
	jeq #0xffffffff, c3565, c3565
c3565:
	jeq #0xffffffff, c3566, c3566
c3566:
	jeq #0xffffffff, c3567, c3567
c3567:
	jeq #0xffffffff, c3568, c3568
c3568:
	jeq #0xffffffff, c3569, c3569
c3569:
	jeq #0xffffffff, c3570, c3570
c3570:
	jeq #0xffffffff, c3571, c3571
c3571:
	jeq #0xffffffff, c3572, c3572
c3572:
	jeq #0xffffffff, c3573, c3573
c3573:
	jeq #0xffffffff, c3574, c3574
c3574:
	jeq #0xffffffff, c3575, c3575
c3575:
	jeq #0xffffffff, c3576, c3576
c3576:
	jeq #0xffffffff, c3577, c3577
c3577:
	jeq #0xffffffff, c3578, c3578
c3578:
	jeq #0xffffffff, c3579, c3579
c3579:
	jeq #0xffffffff, c3580, c3580
c3580:
	jeq #0xffffffff, c3581, c3581
c3581:
	jeq #0xffffffff, c3582, c3582
c3582:
	jeq #0xffffffff, c3583, c3583
c3583:
	jeq #0xffffffff, c3584, c3584
c3584:
	jeq #0xffffffff, c3585, c3585
c3585:
	jeq #0xffffffff, c3586, c3586
c3586:
	jeq #0xffffffff, c3587, c3587
c3587:
	jeq #0xffffffff, c3588, c3588
c3588:
	jeq #0xffffffff, c3589, c3589
c3589:
	jeq #0xffffffff, c3590, c3590
c3590:
	jeq #0xffffffff, c3591, c3591
c3591:
	jeq #0xffffffff, c3592, c3592
c3592:
	jeq #0xffffffff, c3593, c3593
c3593:
	jeq #0xffffffff, c3594, c3594
c3594:
	jeq #0xffffffff, c3595, c3595
c3595:
	jeq #0xffffffff, c3596, c3596
c3596:
	jeq #0xffffffff, c3597, c3597
c3597:
	jeq #0xffffffff, c3598, c3598
c3598:
	jeq #0xffffffff, c3599, c3599
c3599:
	jeq #0xffffffff, c3600, c3600
c3600:
	jeq #0xffffffff, c3601, c3601
c3601:
	jeq #0xffffffff, c3602, c3602
c3602:
	jeq #0xffffffff, c3603, c3603
c3603:
	jeq #0xffffffff, c3604, c3604
c3604:
	jeq #0xffffffff, c3605, c3605
c3605:
	jeq #0xffffffff, c3606, c3606
c3606:
	jeq #0xffffffff, c3607, c3607
c3607:
	jeq #0xffffffff, c3608, c3608
c3608:
	jeq #0xffffffff, c3609, c3609
c3609:
	jeq #0xffffffff, c3610, c3610
c3610:
	jeq #0xffffffff, c3611, c3611
c3611:
	jeq #0xffffffff, c3612, c3612
c3612:
	jeq #0xffffffff, c3613, c3613
c3613:
	jeq #0xffffffff, c3614, c3614
c3614:
	jeq #0xffffffff, c3615, c3615
c3615:
	jeq #0xffffffff, c3616, c3616
c3616:
	jeq #0xffffffff, c3617, c3617
c3617:
	jeq #0xffffffff, c3618, c3618
c3618:
	jeq #0xffffffff, c3619, c3619
c3619:
	jeq #0xffffffff, c3620, c3620
c3620:
	jeq #0xffffffff, c3621, c3621
c3621:
	jeq #0xffffffff, c3622, c3622
c3622:
	jeq #0xffffffff, c3623, c3623
c3623:
	jeq #0xffffffff, c3624, c3624
c3624:
	jeq #0xffffffff, c3625, c3625
c3625:
	jeq #0xffffffff, c3626, c3626
c3626:
	jeq #0xffffffff, c3627, c3627
c3627:
	jeq #0xffffffff, c3628, c3628
c3628:
	jeq #0xffffffff, c3629, c3629
c3629:
	jeq #0xffffffff, c3630, c3630
c3630:
	jeq #0xffffffff, c3631, c3631
c3631:
	jeq #0xffffffff, c3632, c3632
c3632:
	jeq #0xffffffff, c3633, c3633
c3633:
	jeq #0xffffffff, c3634, c3634
c3634:
	jeq #0xffffffff, c3635, c3635
c3635:
	jeq #0xffffffff, c3636, c3636
c3636:
	jeq #0xffffffff, c3637, c3637
c3637:
	jeq #0xffffffff, c3638, c3638
c3638:
	jeq #0xffffffff, c3639, c3639
c3639:
	jeq #0xffffffff, c3640, c3640
c3640:
	jeq #0xffffffff, c3641, c3641
c3641:
	jeq #0xffffffff, c3642, c3642
c3642:
	jeq #0xffffffff, c3643, c3643
c3643:
	jeq #0xffffffff, c3644, c3644
c3644:
	jeq #0xffffffff, c3645, c3645
c3645:
	jeq #0xffffffff, c3646, c3646
c3646:
	jeq #0xffffffff, c3647, c3647
c3647:
	jeq #0xffffffff, c3648, c3648
c3648:
	jeq #0xffffffff, c3649, c3649
c3649:
	jeq #0xffffffff, c3650, c3650
c3650:
	jeq #0xffffffff, c3651, c3651
c3651:
	jeq #0xffffffff, c3652, c3652
c3652:
	jeq #0xffffffff, c3653, c3653
c3653:
	jeq #0xffffffff, c3654, c3654
c3654:
	jeq #0xffffffff, c3655, c3655
c3655:
	jeq #0xffffffff, c3656, c3656
c3656:
	jeq #0xffffffff, c3657, c3657
c3657:
	jeq #0xffffffff, c3658, c3658
c3658:
	jeq #0xffffffff, c3659, c3659
c3659:
	jeq #0xffffffff, c3660, c3660
c3660:
	jeq #0xffffffff, c3661, c3661
c3661:
	jeq #0xffffffff, c3662, c3662
c3662:
	jeq #0xffffffff, c3663, c3663
c3663:
	jeq #0xffffffff, c3664, c3664
c3664:
	jeq #0xffffffff, c3665, c3665
c3665:
	jeq #0xffffffff, c3666, c3666
c3666:
	jeq #0xffffffff, c3667, c3667
c3667:
	jeq #0xffffffff, c3668, c3668
c3668:
	jeq #0xffffffff, c3669, c3669
c3669:
	jeq #0xffffffff, c3670, c3670
c3670:
	jeq #0xffffffff, c3671, c3671
c3671:
	jeq #0xffffffff, c3672, c3672
c3672:
	jeq #0xffffffff, c3673, c3673
c3673:
	jeq #0xffffffff, c3674, c3674
c3674:
	jeq #0xffffffff, c3675, c3675
c3675:
	jeq #0xffffffff, c3676, c3676
c3676:
	jeq #0xffffffff, c3677, c3677
c3677:
	jeq #0xffffffff, c3678, c3678
c3678:
	jeq #0xffffffff, c3679, c3679
c3679:
	jeq #0xffffffff, c3680, c3680
c3680:
	jeq #0xffffffff, c3681, c3681
c3681:
	jeq #0xffffffff, c3682, c3682
c3682:
	jeq #0xffffffff, c3683, c3683
c3683:
	jeq #0xffffffff, c3684, c3684
c3684:
	jeq #0xffffffff, c3685, c3685
c3685:
	jeq #0xffffffff, c3686, c3686
c3686:
	jeq #0xffffffff, c3687, c3687
c3687:
	jeq #0xffffffff, c3688, c3688
c3688:
	jeq #0xffffffff, c3689, c3689
c3689:
	jeq #0xffffffff, c3690, c3690
c3690:
	jeq #0xffffffff, c3691, c3691
c3691:
	jeq #0xffffffff, c3692, c3692
c3692:
	jeq #0xffffffff, c3693, c3693
c3693:
	jeq #0xffffffff, c3694, c3694
c3694:
	jeq #0xffffffff, c3695, c3695
c3695:
	jeq #0xffffffff, c3696, c3696
c3696:
	jeq #0xffffffff, c3697, c3697
c3697:
	jeq #0xffffffff, c3698, c3698
c3698:
	jeq #0xffffffff, c3699, c3699
c3699:
	jeq #0xffffffff, c3700, c3700
c3700:
	jeq #0xffffffff, c3701, c3701
c3701:
	jeq #0xffffffff, c3702, c3702
c3702:
	jeq #0xffffffff, c3703, c3703
c3703:
	jeq #0xffffffff, c3704, c3704
c3704:
	jeq #0xffffffff, c3705, c3705
c3705:
	jeq #0xffffffff, c3706, c3706
c3706:
	jeq #0xffffffff, c3707, c3707
c3707:
	jeq #0xffffffff, c3708, c3708
c3708:
	jeq #0xffffffff, c3709, c3709
c3709:
	jeq #0xffffffff, c3710, c3710
c3710:
	jeq #0xffffffff, c3711, c3711
c3711:
	jeq #0xffffffff, c3712, c3712
c3712:
	jeq #0xffffffff, c3713, c3713
c3713:
	jeq #0xffffffff, c3714, c3714
c3714:
	jeq #0xffffffff, c3715, c3715
c3715:
	jeq #0xffffffff, c3716, c3716
c3716:
	jeq #0xffffffff, c3717, c3717
c3717:
	jeq #0xffffffff, c3718, c3718
c3718:
	jeq #0xffffffff, c3719, c3719
c3719:
	jeq #0xffffffff, c3720, c3720
c3720:
	jeq #0xffffffff, c3721, c3721
c3721:
	jeq #0xffffffff, c3722, c3722
c3722:
	jeq #0xffffffff, c3723, c3723
c3723:
	jeq #0xffffffff, c3724, c3724
c3724:
	jeq #0xffffffff, c3725, c3725
c3725:
	jeq #0xffffffff, c3726, c3726
c3726:
	jeq #0xffffffff, c3727, c3727
c3727:
	jeq #0xffffffff, c3728, c3728
c3728:
	jeq #0xffffffff, c3729, c3729
c3729:
	jeq #0xffffffff, c3730, c3730
c3730:
	jeq #0xffffffff, c3731, c3731
c3731:
	jeq #0xffffffff, c3732, c3732
c3732:
	jeq #0xffffffff, c3733, c3733
c3733:
	jeq #0xffffffff, c3734, c3734
c3734:
	jeq #0xffffffff, c3735, c3735
c3735:
	jeq #0xffffffff, c3736, c3736
c3736:
	jeq #0xffffffff, c3737, c3737
c3737:
	jeq #0xffffffff, c3738, c3738
c3738:
	jeq #0xffffffff, c3739, c3739
c3739:
	jeq #0xffffffff, c3740, c3740
c3740:
	jeq #0xffffffff, c3741, c3741
c3741:
	jeq #0xffffffff, c3742, c3742
c3742:
	jeq #0xffffffff, c3743, c3743
c3743:
	jeq #0xffffffff, c3744, c3744
c3744:
	jeq #0xffffffff, c3745, c3745
c3745:
	jeq #0xffffffff, c3746, c3746
c3746:
	jeq #0xffffffff, c3747, c3747
c3747:
	jeq #0xffffffff, c3748, c3748
c3748:
	jeq #0xffffffff, c3749, c3749
c3749:
	jeq #0xffffffff, c3750, c3750
c3750:
	jeq #0xffffffff, c3751, c3751
c3751:
	jeq #0xffffffff, c3752, c3752
c3752:
	jeq #0xffffffff, c3753, c3753
c3753:
	jeq #0xffffffff, c3754, c3754
c3754:
	jeq #0xffffffff, c3755, c3755
c3755:
	jeq #0xffffffff, c3756, c3756
c3756:
	jeq #0xffffffff, c3757, c3757
c3757:
	jeq #0xffffffff, c3758, c3758
c3758:
	jeq #0xffffffff, c3759, c3759
c3759:
	jeq #0xffffffff, c3760, c3760
c3760:
	jeq #0xffffffff, c3761, c3761
c3761:
	jeq #0xffffffff, c3762, c3762
c3762:
	jeq #0xffffffff, c3763, c3763
c3763:
	jeq #0xffffffff, c3764, c3764
c3764:
	jeq #0xffffffff, c3765, c3765
c3765:
	jeq #0xffffffff, c3766, c3766
c3766:
	jeq #0xffffffff, c3767, c3767
c3767:
	jeq #0xffffffff, c3768, c3768
c3768:
	jeq #0xffffffff, c3769, c3769
c3769:
	jeq #0xffffffff, c3770, c3770
c3770:
	jeq #0xffffffff, c3771, c3771
c3771:
	jeq #0xffffffff, c3772, c3772
c3772:
	jeq #0xffffffff, c3773, c3773
c3773:
	jeq #0xffffffff, c3774, c3774
c3774:
	jeq #0xffffffff, c3775, c3775
c3775:
	jeq #0xffffffff, c3776, c3776
c3776:
	jeq #0xffffffff, c3777, c3777
c3777:
	jeq #0xffffffff, c3778, c3778
c3778:
	jeq #0xffffffff, c3779, c3779
c3779:
	jeq #0xffffffff, c3780, c3780
c3780:
	jeq #0xffffffff, c3781, c3781
c3781:
	jeq #0xffffffff, c3782, c3782
c3782:
	jeq #0xffffffff, c3783, c3783
c3783:
	jeq #0xffffffff, c3784, c3784
c3784:
	jeq #0xffffffff, c3785, c3785
c3785:
	jeq #0xffffffff, c3786, c3786
c3786:
	jeq #0xffffffff, c3787, c3787
c3787:
	jeq #0xffffffff, c3788, c3788
c3788:
	jeq #0xffffffff, c3789, c3789
c3789:
	jeq #0xffffffff, c3790, c3790
c3790:
	jeq #0xffffffff, c3791, c3791
c3791:
	jeq #0xffffffff, c3792, c3792
c3792:
	jeq #0xffffffff, c3793, c3793
c3793:
	jeq #0xffffffff, c3794, c3794
c3794:
	jeq #0xffffffff, c3795, c3795
c3795:
	jeq #0xffffffff, c3796, c3796
c3796:
	jeq #0xffffffff, c3797, c3797
c3797:
	jeq #0xffffffff, c3798, c3798
c3798:
	jeq #0xffffffff, c3799, c3799
c3799:
	jeq #0xffffffff, c3800, c3800
c3800:
	jeq #0xffffffff, c3801, c3801
c3801:
	jeq #0xffffffff, c3802, c3802
c3802:
	jeq #0xffffffff, c3803, c3803
c3803:
	jeq #0xffffffff, c3804, c3804
c3804:
	jeq #0xffffffff, c3805, c3805
c3805:
	jeq #0xffffffff, c3806, c3806
c3806:
	jeq #0xffffffff, c3807, c3807
c3807:
	jeq #0xffffffff, c3808, c3808
c3808:
	jeq #0xffffffff, c3809, c3809
c3809:
	jeq #0xffffffff, c3810, c3810
c3810:
	jeq #0xffffffff, c3811, c3811
c3811:
	jeq #0xffffffff, c3812, c3812
c3812:
	jeq #0xffffffff, c3813, c3813
c3813:
	jeq #0xffffffff, c3814, c3814
c3814:
	jeq #0xffffffff, c3815, c3815
c3815:
	jeq #0xffffffff, c3816, c3816
c3816:
	jeq #0xffffffff, c3817, c3817
c3817:
	jeq #0xffffffff, c3818, c3818
c3818:
	jeq #0xffffffff, c3819, c3819
c3819:
	jeq #0xffffffff, c3820, c3820
c3820:
	jeq #0xffffffff, c3821, c3821
c3821:
	jeq #0xffffffff, c3822, c3822
c3822:
	jeq #0xffffffff, c3823, c3823
c3823:
	jeq #0xffffffff, c3824, c3824
c3824:
	jeq #0xffffffff, c3825, c3825
c3825:
	jeq #0xffffffff, c3826, c3826
c3826:
	jeq #0xffffffff, c3827, c3827
c3827:
	jeq #0xffffffff, c3828, c3828
c3828:
	jeq #0xffffffff, c3829, c3829
c3829:
	jeq #0xffffffff, c3830, c3830
c3830:
	jeq #0xffffffff, c3831, c3831
c3831:
	jeq #0xffffffff, c3832, c3832
c3832:
	jeq #0xffffffff, c3833, c3833
c3833:
	jeq #0xffffffff, c3834, c3834
c3834:
	jeq #0xffffffff, c3835, c3835
c3835:
	jeq #0xffffffff, c3836, c3836
c3836:
	jeq #0xffffffff, c3837, c3837
c3837:
	jeq #0xffffffff, c3838, c3838
c3838:
	jeq #0xffffffff, c3839, c3839
c3839:
	jeq #0xffffffff, c3840, c3840
c3840:
	jeq #0xffffffff, c3841, c3841
c3841:
	jeq #0xffffffff, c3842, c3842
c3842:
	jeq #0xffffffff, c3843, c3843
c3843:
	jeq #0xffffffff, c3844, c3844
c3844:
	jeq #0xffffffff, c3845, c3845
c3845:
	jeq #0xffffffff, c3846, c3846
c3846:
	jeq #0xffffffff, c3847, c3847
c3847:
	jeq #0xffffffff, c3848, c3848
c3848:
	jeq #0xffffffff, c3849, c3849
c3849:
	jeq #0xffffffff, c3850, c3850
c3850:
	jeq #0xffffffff, c3851, c3851
c3851:
	jeq #0xffffffff, c3852, c3852
c3852:
	jeq #0xffffffff, c3853, c3853
c3853:
	jeq #0xffffffff, c3854, c3854
c3854:
	jeq #0xffffffff, c3855, c3855
c3855:
	jeq #0xffffffff, c3856, c3856
c3856:
	jeq #0xffffffff, c3857, c3857
c3857:
	jeq #0xffffffff, c3858, c3858
c3858:
	jeq #0xffffffff, c3859, c3859
c3859:
	jeq #0xffffffff, c3860, c3860
c3860:
	jeq #0xffffffff, c3861, c3861
c3861:
	jeq #0xffffffff, c3862, c3862
c3862:
	jeq #0xffffffff, c3863, c3863
c3863:
	jeq #0xffffffff, c3864, c3864
c3864:
	jeq #0xffffffff, c3865, c3865
c3865:
	jeq #0xffffffff, c3866, c3866
c3866:
	jeq #0xffffffff, c3867, c3867
c3867:
	jeq #0xffffffff, c3868, c3868
c3868:
	jeq #0xffffffff, c3869, c3869
c3869:
	jeq #0xffffffff, c3870, c3870
c3870:
	jeq #0xffffffff, c3871, c3871
c3871:
	jeq #0xffffffff, c3872, c3872
c3872:
	jeq #0xffffffff, c3873, c3873
c3873:
	jeq #0xffffffff, c3874, c3874
c3874:
	jeq #0xffffffff, c3875, c3875
c3875:
	jeq #0xffffffff, c3876, c3876
c3876:
	jeq #0xffffffff, c3877, c3877
c3877:
	jeq #0xffffffff, c3878, c3878
c3878:
	jeq #0xffffffff, c3879, c3879
c3879:
	jeq #0xffffffff, c3880, c3880
c3880:
	jeq #0xffffffff, c3881, c3881
c3881:
	jeq #0xffffffff, c3882, c3882
c3882:
	jeq #0xffffffff, c3883, c3883
c3883:
	jeq #0xffffffff, c3884, c3884
c3884:
	jeq #0xffffffff, c3885, c3885
c3885:
	jeq #0xffffffff, c3886, c3886
c3886:
	jeq #0xffffffff, c3887, c3887
c3887:
	jeq #0xffffffff, c3888, c3888
c3888:
	jeq #0xffffffff, c3889, c3889
c3889:
	jeq #0xffffffff, c3890, c3890
c3890:
	jeq #0xffffffff, c3891, c3891
c3891:
	jeq #0xffffffff, c3892, c3892
c3892:
	jeq #0xffffffff, c3893, c3893
c3893:
	jeq #0xffffffff, c3894, c3894
c3894:
	jeq #0xffffffff, c3895, c3895
c3895:
	jeq #0xffffffff, c3896, c3896
c3896:
	jeq #0xffffffff, c3897, c3897
c3897:
	jeq #0xffffffff, c3898, c3898
c3898:
	jeq #0xffffffff, c3899, c3899
c3899:
	jeq #0xffffffff, c3900, c3900
c3900:
	jeq #0xffffffff, c3901, c3901
c3901:
	jeq #0xffffffff, c3902, c3902
c3902:
	jeq #0xffffffff, c3903, c3903
c3903:
	jeq #0xffffffff, c3904, c3904
c3904:
	jeq #0xffffffff, c3905, c3905
c3905:
	jeq #0xffffffff, c3906, c3906
c3906:
	jeq #0xffffffff, c3907, c3907
c3907:
	jeq #0xffffffff, c3908, c3908
c3908:
	jeq #0xffffffff, c3909, c3909
c3909:
	jeq #0xffffffff, c3910, c3910
c3910:
	jeq #0xffffffff, c3911, c3911
c3911:
	jeq #0xffffffff, c3912, c3912
c3912:
	jeq #0xffffffff, c3913, c3913
c3913:
	jeq #0xffffffff, c3914, c3914
c3914:
	jeq #0xffffffff, c3915, c3915
c3915:
	jeq #0xffffffff, c3916, c3916
c3916:
	jeq #0xffffffff, c3917, c3917
c3917:
	jeq #0xffffffff, c3918, c3918
c3918:
	jeq #0xffffffff, c3919, c3919
c3919:
	jeq #0xffffffff, c3920, c3920
c3920:
	jeq #0xffffffff, c3921, c3921
c3921:
	jeq #0xffffffff, c3922, c3922
c3922:
	jeq #0xffffffff, c3923, c3923
c3923:
	jeq #0xffffffff, c3924, c3924
c3924:
	jeq #0xffffffff, c3925, c3925
c3925:
	jeq #0xffffffff, c3926, c3926
c3926:
	jeq #0xffffffff, c3927, c3927
c3927:
	jeq #0xffffffff, c3928, c3928
c3928:
	jeq #0xffffffff, c3929, c3929
c3929:
	jeq #0xffffffff, c3930, c3930
c3930:
	jeq #0xffffffff, c3931, c3931
c3931:
	jeq #0xffffffff, c3932, c3932
c3932:
	jeq #0xffffffff, c3933, c3933
c3933:
	jeq #0xffffffff, c3934, c3934
c3934:
	jeq #0xffffffff, c3935, c3935
c3935:
	jeq #0xffffffff, c3936, c3936
c3936:
	jeq #0xffffffff, c3937, c3937
c3937:
	jeq #0xffffffff, c3938, c3938
c3938:
	jeq #0xffffffff, c3939, c3939
c3939:
	jeq #0xffffffff, c3940, c3940
c3940:
	jeq #0xffffffff, c3941, c3941
c3941:
	jeq #0xffffffff, c3942, c3942
c3942:
	jeq #0xffffffff, c3943, c3943
c3943:
	jeq #0xffffffff, c3944, c3944
c3944:
	jeq #0xffffffff, c3945, c3945
c3945:
	jeq #0xffffffff, c3946, c3946
c3946:
	jeq #0xffffffff, c3947, c3947
c3947:
	jeq #0xffffffff, c3948, c3948
c3948:
	jeq #0xffffffff, c3949, c3949
c3949:
	jeq #0xffffffff, c3950, c3950
c3950:
	jeq #0xffffffff, c3951, c3951
c3951:
	jeq #0xffffffff, c3952, c3952
c3952:
	jeq #0xffffffff, c3953, c3953
c3953:
	jeq #0xffffffff, c3954, c3954
c3954:
	jeq #0xffffffff, c3955, c3955
c3955:
	jeq #0xffffffff, c3956, c3956
c3956:
	jeq #0xffffffff, c3957, c3957
c3957:
	jeq #0xffffffff, c3958, c3958
c3958:
	jeq #0xffffffff, c3959, c3959
c3959:
	jeq #0xffffffff, c3960, c3960
c3960:
	jeq #0xffffffff, c3961, c3961
c3961:
	jeq #0xffffffff, c3962, c3962
c3962:
	jeq #0xffffffff, c3963, c3963
c3963:
	jeq #0xffffffff, c3964, c3964
c3964:
	jeq #0xffffffff, c3965, c3965
c3965:
	jeq #0xffffffff, c3966, c3966
c3966:
	jeq #0xffffffff, c3967, c3967
c3967:
	jeq #0xffffffff, c3968, c3968
c3968:
	jeq #0xffffffff, c3969, c3969
c3969:
	jeq #0xffffffff, c3970, c3970
c3970:
	jeq #0xffffffff, c3971, c3971
c3971:
	jeq #0xffffffff, c3972, c3972
c3972:
	jeq #0xffffffff, c3973, c3973
c3973:
	jeq #0xffffffff, c3974, c3974
c3974:
	jeq #0xffffffff, c3975, c3975
c3975:
	jeq #0xffffffff, c3976, c3976
c3976:
	jeq #0xffffffff, c3977, c3977
c3977:
	jeq #0xffffffff, c3978, c3978
c3978:
	jeq #0xffffffff, c3979, c3979
c3979:
	jeq #0xffffffff, c3980, c3980
c3980:
	jeq #0xffffffff, c3981, c3981
c3981:
	jeq #0xffffffff, c3982, c3982
c3982:
	jeq #0xffffffff, c3983, c3983
c3983:
	jeq #0xffffffff, c3984, c3984
c3984:
	jeq #0xffffffff, c3985, c3985
c3985:
	jeq #0xffffffff, c3986, c3986
c3986:
	jeq #0xffffffff, c3987, c3987
c3987:
	jeq #0xffffffff, c3988, c3988
c3988:
	jeq #0xffffffff, c3989, c3989
c3989:
	jeq #0xffffffff, c3990, c3990
c3990:
	jeq #0xffffffff, c3991, c3991
c3991:
	jeq #0xffffffff, c3992, c3992
c3992:
	jeq #0xffffffff, c3993, c3993
c3993:
	jeq #0xffffffff, c3994, c3994
c3994:
	jeq #0xffffffff, c3995, c3995
c3995:
	jeq #0xffffffff, c3996, c3996
c3996:
	jeq #0xffffffff, c3997, c3997
c3997:
	jeq #0xffffffff, c3998, c3998
c3998:
	jeq #0xffffffff, c3999, c3999
c3999:
	jeq #0xffffffff, c4000, c4000
c4000:
	jeq #0xffffffff, c4001, c4001
c4001:
	jeq #0xffffffff, c4002, c4002
c4002:
	jeq #0xffffffff, c4003, c4003
c4003:
	jeq #0xffffffff, c4004, c4004
c4004:
	jeq #0xffffffff, c4005, c4005
c4005:
	jeq #0xffffffff, c4006, c4006
c4006:
	jeq #0xffffffff, c4007, c4007
c4007:
	jeq #0xffffffff, c4008, c4008
c4008:
	jeq #0xffffffff, c4009, c4009
c4009:
	jeq #0xffffffff, c4010, c4010
c4010:
	jeq #0xffffffff, c4011, c4011
c4011:
	jeq #0xffffffff, c4012, c4012
c4012:
	jeq #0xffffffff, c4013, c4013
c4013:
	jeq #0xffffffff, c4014, c4014
c4014:
	jeq #0xffffffff, c4015, c4015
c4015:
	jeq #0xffffffff, c4016, c4016
c4016:
	jeq #0xffffffff, c4017, c4017
c4017:
	jeq #0xffffffff, c4018, c4018
c4018:
	jeq #0xffffffff, c4019, c4019
c4019:
	jeq #0xffffffff, c4020, c4020
c4020:
	jeq #0xffffffff, c4021, c4021
c4021:
	jeq #0xffffffff, c4022, c4022
c4022:
	jeq #0xffffffff, c4023, c4023
c4023:
	jeq #0xffffffff, c4024, c4024
c4024:
	jeq #0xffffffff, c4025, c4025
c4025:
	jeq #0xffffffff, c4026, c4026
c4026:
	jeq #0xffffffff, c4027, c4027
c4027:
	jeq #0xffffffff, c4028, c4028
c4028:
	jeq #0xffffffff, c4029, c4029
c4029:
	jeq #0xffffffff, c4030, c4030
c4030:
	jeq #0xffffffff, c4031, c4031
c4031:
	jeq #0xffffffff, c4032, c4032
c4032:
	jeq #0xffffffff, c4033, c4033
c4033:
	jeq #0xffffffff, c4034, c4034
c4034:
	jeq #0xffffffff, c4035, c4035
c4035:
	jeq #0xffffffff, c4036, c4036
c4036:
	jeq #0xffffffff, c4037, c4037
c4037:
	jeq #0xffffffff, c4038, c4038
c4038:
	jeq #0xffffffff, c4039, c4039
c4039:
	jeq #0xffffffff, c4040, c4040
c4040:
	jeq #0xffffffff, c4041, c4041
c4041:
	jeq #0xffffffff, c4042, c4042
c4042:
	jeq #0xffffffff, c4043, c4043
c4043:
	jeq #0xffffffff, c4044, c4044
c4044:
	jeq #0xffffffff, c4045, c4045
c4045:
	jeq #0xffffffff, c4046, c4046
c4046:
	jeq #0xffffffff, c4047, c4047
c4047:
	jeq #0xffffffff, c4048, c4048
c4048:
	jeq #0xffffffff, c4049, c4049
c4049:
	jeq #0xffffffff, c4050, c4050
c4050:
	jeq #0xffffffff, c4051, c4051
c4051:
	jeq #0xffffffff, c4052, c4052
c4052:
	jeq #0xffffffff, c4053, c4053
c4053:
	jeq #0xffffffff, c4054, c4054
c4054:
	jeq #0xffffffff, c4055, c4055
c4055:
	jeq #0xffffffff, c4056, c4056
c4056:
	jeq #0xffffffff, c4057, c4057
c4057:
	jeq #0xffffffff, c4058, c4058
c4058:
	jeq #0xffffffff, c4059, c4059
c4059:
	jeq #0xffffffff, c4060, c4060
c4060:
	jeq #0xffffffff, c4061, c4061
c4061:
	jeq #0xffffffff, c4062, c4062
c4062:
	jeq #0xffffffff, c4063, c4063
c4063:
	jeq #0xffffffff, c4064, c4064
c4064:
	jeq #0xffffffff, c4065, c4065
c4065:
	jeq #0xffffffff, c4066, c4066
c4066:
	jeq #0xffffffff, c4067, c4067
c4067:
	jeq #0xffffffff, c4068, c4068
c4068:
	jeq #0xffffffff, c4069, c4069
c4069:
	jeq #0xffffffff, c4070, c4070
c4070:
	jeq #0xffffffff, c4071, c4071
c4071:
	jeq #0xffffffff, c4072, c4072
c4072:
	jeq #0xffffffff, c4073, c4073
c4073:
	jeq #0xffffffff, c4074, c4074
c4074:
	jeq #0xffffffff, c4075, c4075
c4075:
	jeq #0xffffffff, c4076, c4076
c4076:
	jeq #0xffffffff, c4077, c4077
c4077:
	jeq #0xffffffff, c4078, c4078
c4078:
	jeq #0xffffffff, c4079, c4079
c4079:
	jeq #0xffffffff, c4080, c4080
c4080:
	jeq #0xffffffff, c4081, c4081
c4081:
	jeq #0xffffffff, c4082, c4082
c4082:
	jeq #0xffffffff, c4083, c4083
c4083:
	jeq #0xffffffff, c4084, c4084
c4084:
	jeq #0xffffffff, c4085, c4085
c4085:
	jeq #0xffffffff, c4086, c4086
c4086:
	jeq #0xffffffff, c4087, c4087
c4087:
	jeq #0xffffffff, c4088, c4088
c4088:
	jeq #0xffffffff, c4089, c4089
c4089:
	jeq #0xffffffff, c4090, c4090
c4090:
	jeq #0xffffffff, c4091, c4091
c4091:
	jeq #0xffffffff, c4092, c4092
c4092:
	jeq #0xffffffff, c4093, c4093
c4093:
	ret #0x7fff0000
