; Each native number taken alone by its own JEQ (one at a time), then
; JSET of bit 0 (one at a time) to the last of BPF_MAXINSNS instructions.
	ld [nr]
	jeq #0, s0, s0
s0:
	jeq #1, s1, s1
s1:
	jeq #2, s2, s2
s2:
	jeq #3, s3, s3
s3:
	jeq #4, s4, s4
s4:
	jeq #5, s5, s5
s5:
	jeq #6, s6, s6
s6:
	jeq #7, s7, s7
s7:
	jeq #8, s8, s8
s8:
	jeq #9, s9, s9
s9:
	jeq #10, s10, s10
s10:
	jeq #11, s11, s11
s11:
	jeq #12, s12, s12
s12:
	jeq #13, s13, s13
s13:
	jeq #14, s14, s14
s14:
	jeq #15, s15, s15
s15:
	jeq #16, s16, s16
s16:
	jeq #17, s17, s17
s17:
	jeq #18, s18, s18
s18:
	jeq #19, s19, s19
s19:
	jeq #20, s20, s20
s20:
	jeq #21, s21, s21
s21:
	jeq #22, s22, s22
s22:
	jeq #23, s23, s23
s23:
	jeq #24, s24, s24
s24:
	jeq #25, s25, s25
s25:
	jeq #26, s26, s26
s26:
	jeq #27, s27, s27
s27:
	jeq #28, s28, s28
s28:
	jeq #29, s29, s29
s29:
	jeq #30, s30, s30
s30:
	jeq #31, s31, s31
s31:
	jeq #32, s32, s32
s32:
	jeq #33, s33, s33
s33:
	jeq #34, s34, s34
s34:
	jeq #35, s35, s35
s35:
	jeq #36, s36, s36
s36:
	jeq #37, s37, s37
s37:
	jeq #38, s38, s38
s38:
	jeq #39, s39, s39
s39:
	jeq #40, s40, s40
s40:
	jeq #41, s41, s41
s41:
	jeq #42, s42, s42
s42:
	jeq #43, s43, s43
s43:
	jeq #44, s44, s44
s44:
	jeq #45, s45, s45
s45:
	jeq #46, s46, s46
s46:
	jeq #47, s47, s47
s47:
	jeq #48, s48, s48
s48:
	jeq #49, s49, s49
s49:
	jeq #50, s50, s50
s50:
	jeq #51, s51, s51
s51:
	jeq #52, s52, s52
s52:
	jeq #53, s53, s53
s53:
	jeq #54, s54, s54
s54:
	jeq #55, s55, s55
s55:
	jeq #56, s56, s56
s56:
	jeq #57, s57, s57
s57:
	jeq #58, s58, s58
s58:
	jeq #59, s59, s59
s59:
	jeq #60, s60, s60
s60:
	jeq #61, s61, s61
s61:
	jeq #62, s62, s62
s62:
	jeq #63, s63, s63
s63:
	jeq #64, s64, s64
s64:
	jeq #65, s65, s65
s65:
	jeq #66, s66, s66
s66:
	jeq #67, s67, s67
s67:
	jeq #68, s68, s68
s68:
	jeq #69, s69, s69
s69:
	jeq #70, s70, s70
s70:
	jeq #71, s71, s71
s71:
	jeq #72, s72, s72
s72:
	jeq #73, s73, s73
s73:
	jeq #74, s74, s74
s74:
	jeq #75, s75, s75
s75:
	jeq #76, s76, s76
s76:
	jeq #77, s77, s77
s77:
	jeq #78, s78, s78
s78:
	jeq #79, s79, s79
s79:
	jeq #80, s80, s80
s80:
	jeq #81, s81, s81
s81:
	jeq #82, s82, s82
s82:
	jeq #83, s83, s83
s83:
	jeq #84, s84, s84
s84:
	jeq #85, s85, s85
s85:
	jeq #86, s86, s86
s86:
	jeq #87, s87, s87
s87:
	jeq #88, s88, s88
s88:
	jeq #89, s89, s89
s89:
	jeq #90, s90, s90
s90:
	jeq #91, s91, s91
s91:
	jeq #92, s92, s92
s92:
	jeq #93, s93, s93
s93:
	jeq #94, s94, s94
s94:
	jeq #95, s95, s95
s95:
	jeq #96, s96, s96
s96:
	jeq #97, s97, s97
s97:
	jeq #98, s98, s98
s98:
	jeq #99, s99, s99
s99:
	jeq #100, s100, s100
s100:
	jeq #101, s101, s101
s101:
	jeq #102, s102, s102
s102:
	jeq #103, s103, s103
s103:
	jeq #104, s104, s104
s104:
	jeq #105, s105, s105
s105:
	jeq #106, s106, s106
s106:
	jeq #107, s107, s107
s107:
	jeq #108, s108, s108
s108:
	jeq #109, s109, s109
s109:
	jeq #110, s110, s110
s110:
	jeq #111, s111, s111
s111:
	jeq #112, s112, s112
s112:
	jeq #113, s113, s113
s113:
	jeq #114, s114, s114
s114:
	jeq #115, s115, s115
s115:
	jeq #116, s116, s116
s116:
	jeq #117, s117, s117
s117:
	jeq #118, s118, s118
s118:
	jeq #119, s119, s119
s119:
	jeq #120, s120, s120
s120:
	jeq #121, s121, s121
s121:
	jeq #122, s122, s122
s122:
	jeq #123, s123, s123
s123:
	jeq #124, s124, s124
s124:
	jeq #125, s125, s125
s125:
	jeq #126, s126, s126
s126:
	jeq #127, s127, s127
s127:
	jeq #128, s128, s128
s128:
	jeq #129, s129, s129
s129:
	jeq #130, s130, s130
s130:
	jeq #131, s131, s131
s131:
	jeq #132, s132, s132
s132:
	jeq #133, s133, s133
s133:
	jeq #134, s134, s134
s134:
	jeq #135, s135, s135
s135:
	jeq #136, s136, s136
s136:
	jeq #137, s137, s137
s137:
	jeq #138, s138, s138
s138:
	jeq #139, s139, s139
s139:
	jeq #140, s140, s140
s140:
	jeq #141, s141, s141
s141:
	jeq #142, s142, s142
s142:
	jeq #143, s143, s143
s143:
	jeq #144, s144, s144
s144:
	jeq #145, s145, s145
s145:
	jeq #146, s146, s146
s146:
	jeq #147, s147, s147
s147:
	jeq #148, s148, s148
s148:
	jeq #149, s149, s149
s149:
	jeq #150, s150, s150
s150:
	jeq #151, s151, s151
s151:
	jeq #152, s152, s152
s152:
	jeq #153, s153, s153
s153:
	jeq #154, s154, s154
s154:
	jeq #155, s155, s155
s155:
	jeq #156, s156, s156
s156:
	jeq #157, s157, s157
s157:
	jeq #158, s158, s158
s158:
	jeq #159, s159, s159
s159:
	jeq #160, s160, s160
s160:
	jeq #161, s161, s161
s161:
	jeq #162, s162, s162
s162:
	jeq #163, s163, s163
s163:
	jeq #164, s164, s164
s164:
	jeq #165, s165, s165
s165:
	jeq #166, s166, s166
s166:
	jeq #167, s167, s167
s167:
	jeq #168, s168, s168
s168:
	jeq #169, s169, s169
s169:
	jeq #170, s170, s170
s170:
	jeq #171, s171, s171
s171:
	jeq #172, s172, s172
s172:
	jeq #173, s173, s173
s173:
	jeq #174, s174, s174
s174:
	jeq #175, s175, s175
s175:
	jeq #176, s176, s176
s176:
	jeq #177, s177, s177
s177:
	jeq #178, s178, s178
s178:
	jeq #179, s179, s179
s179:
	jeq #180, s180, s180
s180:
	jeq #181, s181, s181
s181:
	jeq #182, s182, s182
s182:
	jeq #183, s183, s183
s183:
	jeq #184, s184, s184
s184:
	jeq #185, s185, s185
s185:
	jeq #186, s186, s186
s186:
	jeq #187, s187, s187
s187:
	jeq #188, s188, s188
s188:
	jeq #189, s189, s189
s189:
	jeq #190, s190, s190
s190:
	jeq #191, s191, s191
s191:
	jeq #192, s192, s192
s192:
	jeq #193, s193, s193
s193:
	jeq #194, s194, s194
s194:
	jeq #195, s195, s195
s195:
	jeq #196, s196, s196
s196:
	jeq #197, s197, s197
s197:
	jeq #198, s198, s198
s198:
	jeq #199, s199, s199
s199:
	jeq #200, s200, s200
s200:
	jeq #201, s201, s201
s201:
	jeq #202, s202, s202
s202:
	jeq #203, s203, s203
s203:
	jeq #204, s204, s204
s204:
	jeq #205, s205, s205
s205:
	jeq #206, s206, s206
s206:
	jeq #207, s207, s207
s207:
	jeq #208, s208, s208
s208:
	jeq #209, s209, s209
s209:
	jeq #210, s210, s210
s210:
	jeq #211, s211, s211
s211:
	jeq #212, s212, s212
s212:
	jeq #213, s213, s213
s213:
	jeq #214, s214, s214
s214:
	jeq #215, s215, s215
s215:
	jeq #216, s216, s216
s216:
	jeq #217, s217, s217
s217:
	jeq #218, s218, s218
s218:
	jeq #219, s219, s219
s219:
	jeq #220, s220, s220
s220:
	jeq #221, s221, s221
s221:
	jeq #222, s222, s222
s222:
	jeq #223, s223, s223
s223:
	jeq #224, s224, s224
s224:
	jeq #225, s225, s225
s225:
	jeq #226, s226, s226
s226:
	jeq #227, s227, s227
s227:
	jeq #228, s228, s228
s228:
	jeq #229, s229, s229
s229:
	jeq #230, s230, s230
s230:
	jeq #231, s231, s231
s231:
	jeq #232, s232, s232
s232:
	jeq #233, s233, s233
s233:
	jeq #234, s234, s234
s234:
	jeq #235, s235, s235
s235:
	jeq #236, s236, s236
s236:
	jeq #237, s237, s237
s237:
	jeq #238, s238, s238
s238:
	jeq #239, s239, s239
s239:
	jeq #240, s240, s240
s240:
	jeq #241, s241, s241
s241:
	jeq #242, s242, s242
s242:
	jeq #243, s243, s243
s243:
	jeq #244, s244, s244
s244:
	jeq #245, s245, s245
s245:
	jeq #246, s246, s246
s246:
	jeq #247, s247, s247
s247:
	jeq #248, s248, s248
s248:
	jeq #249, s249, s249
s249:
	jeq #250, s250, s250
s250:
	jeq #251, s251, s251
s251:
	jeq #252, s252, s252
s252:
	jeq #253, s253, s253
s253:
	jeq #254, s254, s254
s254:
	jeq #255, s255, s255
s255:
	jeq #256, s256, s256
s256:
	jeq #257, s257, s257
s257:
	jeq #258, s258, s258
s258:
	jeq #259, s259, s259
s259:
	jeq #260, s260, s260
s260:
	jeq #261, s261, s261
s261:
	jeq #262, s262, s262
s262:
	jeq #263, s263, s263
s263:
	jeq #264, s264, s264
s264:
	jeq #265, s265, s265
s265:
	jeq #266, s266, s266
s266:
	jeq #267, s267, s267
s267:
	jeq #268, s268, s268
s268:
	jeq #269, s269, s269
s269:
	jeq #270, s270, s270
s270:
	jeq #271, s271, s271
s271:
	jeq #272, s272, s272
s272:
	jeq #273, s273, s273
s273:
	jeq #274, s274, s274
s274:
	jeq #275, s275, s275
s275:
	jeq #276, s276, s276
s276:
	jeq #277, s277, s277
s277:
	jeq #278, s278, s278
s278:
	jeq #279, s279, s279
s279:
	jeq #280, s280, s280
s280:
	jeq #281, s281, s281
s281:
	jeq #282, s282, s282
s282:
	jeq #283, s283, s283
s283:
	jeq #284, s284, s284
s284:
	jeq #285, s285, s285
s285:
	jeq #286, s286, s286
s286:
	jeq #287, s287, s287
s287:
	jeq #288, s288, s288
s288:
	jeq #289, s289, s289
s289:
	jeq #290, s290, s290
s290:
	jeq #291, s291, s291
s291:
	jeq #292, s292, s292
s292:
	jeq #293, s293, s293
s293:
	jeq #294, s294, s294
s294:
	jeq #295, s295, s295
s295:
	jeq #296, s296, s296
s296:
	jeq #297, s297, s297
s297:
	jeq #298, s298, s298
s298:
	jeq #299, s299, s299
s299:
	jeq #300, s300, s300
s300:
	jeq #301, s301, s301
s301:
	jeq #302, s302, s302
s302:
	jeq #303, s303, s303
s303:
	jeq #304, s304, s304
s304:
	jeq #305, s305, s305
s305:
	jeq #306, s306, s306
s306:
	jeq #307, s307, s307
s307:
	jeq #308, s308, s308
s308:
	jeq #309, s309, s309
s309:
	jeq #310, s310, s310
s310:
	jeq #311, s311, s311
s311:
	jeq #312, s312, s312
s312:
	jeq #313, s313, s313
s313:
	jeq #314, s314, s314
s314:
	jeq #315, s315, s315
s315:
	jeq #316, s316, s316
s316:
	jeq #317, s317, s317
s317:
	jeq #318, s318, s318
s318:
	jeq #319, s319, s319
s319:
	jeq #320, s320, s320
s320:
	jeq #321, s321, s321
s321:
	jeq #322, s322, s322
s322:
	jeq #323, s323, s323
s323:
	jeq #324, s324, s324
s324:
	jeq #325, s325, s325
s325:
	jeq #326, s326, s326
s326:
	jeq #327, s327, s327
s327:
	jeq #328, s328, s328
s328:
	jeq #329, s329, s329
s329:
	jeq #330, s330, s330
s330:
	jeq #331, s331, s331
s331:
	jeq #332, s332, s332
s332:
	jeq #333, s333, s333
s333:
	jeq #334, s334, s334
s334:
	jeq #335, s335, s335
s335:
	jeq #336, s336, s336
s336:
	jeq #337, s337, s337
s337:
	jeq #338, s338, s338
s338:
	jeq #339, s339, s339
s339:
	jeq #340, s340, s340
s340:
	jeq #341, s341, s341
s341:
	jeq #342, s342, s342
s342:
	jeq #343, s343, s343
s343:
	jeq #344, s344, s344
s344:
	jeq #345, s345, s345
s345:
	jeq #346, s346, s346
s346:
	jeq #347, s347, s347
s347:
	jeq #348, s348, s348
s348:
	jeq #349, s349, s349
s349:
	jeq #350, s350, s350
s350:
	jeq #351, s351, s351
s351:
	jeq #352, s352, s352
s352:
	jeq #353, s353, s353
s353:
	jeq #354, s354, s354
s354:
	jeq #355, s355, s355
s355:
	jeq #356, s356, s356
s356:
	jeq #357, s357, s357
s357:
	jeq #358, s358, s358
s358:
	jeq #359, s359, s359
s359:
	jeq #360, s360, s360
s360:
	jeq #361, s361, s361
s361:
	jeq #362, s362, s362
s362:
	jeq #363, s363, s363
s363:
	jeq #364, s364, s364
s364:
	jeq #365, s365, s365
s365:
	jeq #366, s366, s366
s366:
	jeq #367, s367, s367
s367:
	jeq #368, s368, s368
s368:
	jeq #369, s369, s369
s369:
	jeq #370, s370, s370
s370:
	jeq #371, s371, s371
s371:
	jeq #372, s372, s372
s372:
	jeq #373, s373, s373
s373:
	jeq #374, s374, s374
s374:
	jeq #375, s375, s375
s375:
	jeq #376, s376, s376
s376:
	jeq #377, s377, s377
s377:
	jeq #378, s378, s378
s378:
	jeq #379, s379, s379
s379:
	jeq #380, s380, s380
s380:
	jeq #381, s381, s381
s381:
	jeq #382, s382, s382
s382:
	jeq #383, s383, s383
s383:
	jeq #384, s384, s384
s384:
	jeq #385, s385, s385
s385:
	jeq #386, s386, s386
s386:
	jeq #387, s387, s387
s387:
	jeq #388, s388, s388
s388:
	jeq #389, s389, s389
s389:
	jeq #390, s390, s390
s390:
	jeq #391, s391, s391
s391:
	jeq #392, s392, s392
s392:
	jeq #393, s393, s393
s393:
	jeq #394, s394, s394
s394:
	jeq #395, s395, s395
s395:
	jeq #396, s396, s396
s396:
	jeq #397, s397, s397
s397:
	jeq #398, s398, s398
s398:
	jeq #399, s399, s399
s399:
	jeq #400, s400, s400
s400:
	jeq #401, s401, s401
s401:
	jeq #402, s402, s402
s402:
	jeq #403, s403, s403
s403:
	jeq #404, s404, s404
s404:
	jeq #405, s405, s405
s405:
	jeq #406, s406, s406
s406:
	jeq #407, s407, s407
s407:
	jeq #408, s408, s408
s408:
	jeq #409, s409, s409
s409:
	jeq #410, s410, s410
s410:
	jeq #411, s411, s411
s411:
	jeq #412, s412, s412
s412:
	jeq #413, s413, s413
s413:
	jeq #414, s414, s414
s414:
	jeq #415, s415, s415
s415:
	jeq #416, s416, s416
s416:
	jeq #417, s417, s417
s417:
	jeq #418, s418, s418
s418:
	jeq #419, s419, s419
s419:
	jeq #420, s420, s420
s420:
	jeq #421, s421, s421
s421:
	jeq #422, s422, s422
s422:
	jeq #423, s423, s423
s423:
	jeq #424, s424, s424
s424:
	jeq #425, s425, s425
s425:
	jeq #426, s426, s426
s426:
	jeq #427, s427, s427
s427:
	jeq #428, s428, s428
s428:
	jeq #429, s429, s429
s429:
	jeq #430, s430, s430
s430:
	jeq #431, s431, s431
s431:
	jeq #432, s432, s432
s432:
	jeq #433, s433, s433
s433:
	jeq #434, s434, s434
s434:
	jeq #435, s435, s435
s435:
	jeq #436, s436, s436
s436:
	jeq #437, s437, s437
s437:
	jeq #438, s438, s438
s438:
	jeq #439, s439, s439
s439:
	jeq #440, s440, s440
s440:
	jeq #441, s441, s441
s441:
	jeq #442, s442, s442
s442:
	jeq #443, s443, s443
s443:
	jeq #444, s444, s444
s444:
	jeq #445, s445, s445
s445:
	jeq #446, s446, s446
s446:
	jeq #447, s447, s447
s447:
	jeq #448, s448, s448
s448:
	jeq #449, s449, s449
s449:
	jeq #450, s450, s450
s450:
	jeq #451, s451, s451
s451:
	jeq #452, s452, s452
s452:
	jeq #453, s453, s453
s453:
	jeq #454, s454, s454
s454:
	jeq #455, s455, s455
s455:
	jeq #456, s456, s456
s456:
	jeq #457, s457, s457
s457:
	jeq #458, s458, s458
s458:
	jeq #459, s459, s459
s459:
	jeq #460, s460, s460
s460:
	jeq #461, s461, s461
s461:
	jeq #462, s462, s462
s462:
	jeq #463, s463, s463
s463:
	jeq #464, s464, s464
s464:
	jeq #465, s465, s465
s465:
	jeq #466, s466, s466
s466:
	jeq #467, s467, s467
s467:
	jeq #468, s468, s468
s468:
	jeq #469, s469, s469
s469:
	jeq #470, s470, s470
s470:
	jeq #471, s471, s471
s471:
	jeq #472, s472, s472
s472:
	jset #1, c0, c0
c0:
	jset #1, c1, c1
c1:
	jset #1, c2, c2
c2:
	jset #1, c3, c3
c3:
	jset #1, c4, c4
c4:
	jset #1, c5, c5
c5:
	jset #1, c6, c6
c6:
	jset #1, c7, c7
c7:
	jset #1, c8, c8
c8:
	jset #1, c9, c9
c9:
	jset #1, c10, c10
c10:
	jset #1, c11, c11
c11:
	jset #1, c12, c12
c12:
	jset #1, c13, c13
c13:
	jset #1, c14, c14
c14:
	jset #1, c15, c15
c15:
	jset #1, c16, c16
c16:
	jset #1, c17, c17
c17:
	jset #1, c18, c18
c18:
	jset #1, c19, c19
c19:
	jset #1, c20, c20
c20:
	jset #1, c21, c21
c21:
	jset #1, c22, c22
c22:
	jset #1, c23, c23
c23:
	jset #1, c24, c24
c24:
	jset #1, c25, c25
c25:
	jset #1, c26, c26
c26:
	jset #1, c27, c27
c27:
	jset #1, c28, c28
c28:
	jset #1, c29, c29
c29:
	jset #1, c30, c30
c30:
	jset #1, c31, c31
c31:
	jset #1, c32, c32
c32:
	jset #1, c33, c33
c33:
	jset #1, c34, c34
c34:
	jset #1, c35, c35
c35:
	jset #1, c36, c36
c36:
	jset #1, c37, c37
c37:
	jset #1, c38, c38
c38:
	jset #1, c39, c39
c39:
	jset #1, c40, c40
c40:
	jset #1, c41, c41
c41:
	jset #1, c42, c42
c42:
	jset #1, c43, c43
c43:
	jset #1, c44, c44
c44:
	jset #1, c45, c45
c45:
	jset #1, c46, c46
c46:
	jset #1, c47, c47
c47:
	jset #1, c48, c48
c48:
	jset #1, c49, c49
c49:
	jset #1, c50, c50
c50:
	jset #1, c51, c51
c51:
	jset #1, c52, c52
c52:
	jset #1, c53, c53
c53:
	jset #1, c54, c54
c54:
	jset #1, c55, c55
c55:
	jset #1, c56, c56
c56:
	jset #1, c57, c57
c57:
	jset #1, c58, c58
c58:
	jset #1, c59, c59
c59:
	jset #1, c60, c60
c60:
	jset #1, c61, c61
c61:
	jset #1, c62, c62
c62:
	jset #1, c63, c63
c63:
	jset #1, c64, c64
c64:
	jset #1, c65, c65
c65:
	jset #1, c66, c66
c66:
	jset #1, c67, c67
c67:
	jset #1, c68, c68
c68:
	jset #1, c69, c69
c69:
	jset #1, c70, c70
c70:
	jset #1, c71, c71
c71:
	jset #1, c72, c72
c72:
	jset #1, c73, c73
c73:
	jset #1, c74, c74
c74:
	jset #1, c75, c75
c75:
	jset #1, c76, c76
c76:
	jset #1, c77, c77
c77:
	jset #1, c78, c78
c78:
	jset #1, c79, c79
c79:
	jset #1, c80, c80
c80:
	jset #1, c81, c81
c81:
	jset #1, c82, c82
c82:
	jset #1, c83, c83
c83:
	jset #1, c84, c84
c84:
	jset #1, c85, c85
c85:
	jset #1, c86, c86
c86:
	jset #1, c87, c87
c87:
	jset #1, c88, c88
c88:
	jset #1, c89, c89
c89:
	jset #1, c90, c90
c90:
	jset #1, c91, c91
c91:
	jset #1, c92, c92
c92:
	jset #1, c93, c93
c93:
	jset #1, c94, c94
c94:
	jset #1, c95, c95
c95:
	jset #1, c96, c96
c96:
	jset #1, c97, c97
c97:
	jset #1, c98, c98
c98:
	jset #1, c99, c99
c99:
	jset #1, c100, c100
c100:
	jset #1, c101, c101
c101:
	jset #1, c102, c102
c102:
	jset #1, c103, c103
c103:
	jset #1, c104, c104
c104:
	jset #1, c105, c105
c105:
	jset #1, c106, c106
c106:
	jset #1, c107, c107
c107:
	jset #1, c108, c108
c108:
	jset #1, c109, c109
c109:
	jset #1, c110, c110
c110:
	jset #1, c111, c111
c111:
	jset #1, c112, c112
c112:
	jset #1, c113, c113
c113:
	jset #1, c114, c114
c114:
	jset #1, c115, c115
c115:
	jset #1, c116, c116
c116:
	jset #1, c117, c117
c117:
	jset #1, c118, c118
c118:
	jset #1, c119, c119
c119:
	jset #1, c120, c120
c120:
	jset #1, c121, c121
c121:
	jset #1, c122, c122
c122:
	jset #1, c123, c123
c123:
	jset #1, c124, c124
c124:
	jset #1, c125, c125
c125:
	jset #1, c126, c126
c126:
	jset #1, c127, c127
c127:
	jset #1, c128, c128
c128:
	jset #1, c129, c129
c129:
	jset #1, c130, c130
c130:
	jset #1, c131, c131
c131:
	jset #1, c132, c132
c132:
	jset #1, c133, c133
c133:
	jset #1, c134, c134
c134:
	jset #1, c135, c135
c135:
	jset #1, c136, c136
c136:
	jset #1, c137, c137
c137:
	jset #1, c138, c138
c138:
	jset #1, c139, c139
c139:
	jset #1, c140, c140
c140:
	jset #1, c141, c141
c141:
	jset #1, c142, c142
c142:
	jset #1, c143, c143
c143:
	jset #1, c144, c144
c144:
	jset #1, c145, c145
c145:
	jset #1, c146, c146
c146:
	jset #1, c147, c147
c147:
	jset #1, c148, c148
c148:
	jset #1, c149, c149
c149:
	jset #1, c150, c150
c150:
	jset #1, c151, c151
c151:
	jset #1, c152, c152
c152:
	jset #1, c153, c153
c153:
	jset #1, c154, c154
c154:
	jset #1, c155, c155
c155:
	jset #1, c156, c156
c156:
	jset #1, c157, c157
c157:
	jset #1, c158, c158
c158:
	jset #1, c159, c159
c159:
	jset #1, c160, c160
c160:
	jset #1, c161, c161
c161:
	jset #1, c162, c162
c162:
	jset #1, c163, c163
c163:
	jset #1, c164, c164
c164:
	jset #1, c165, c165
c165:
	jset #1, c166, c166
c166:
	jset #1, c167, c167
c167:
	jset #1, c168, c168
c168:
	jset #1, c169, c169
c169:
	jset #1, c170, c170
c170:
	jset #1, c171, c171
c171:
	jset #1, c172, c172
c172:
	jset #1, c173, c173
c173:
	jset #1, c174, c174
c174:
	jset #1, c175, c175
c175:
	jset #1, c176, c176
c176:
	jset #1, c177, c177
c177:
	jset #1, c178, c178
c178:
	jset #1, c179, c179
c179:
	jset #1, c180, c180
c180:
	jset #1, c181, c181
c181:
	jset #1, c182, c182
c182:
	jset #1, c183, c183
c183:
	jset #1, c184, c184
c184:
	jset #1, c185, c185
c185:
	jset #1, c186, c186
c186:
	jset #1, c187, c187
c187:
	jset #1, c188, c188
c188:
	jset #1, c189, c189
c189:
	jset #1, c190, c190
c190:
	jset #1, c191, c191
c191:
	jset #1, c192, c192
c192:
	jset #1, c193, c193
c193:
	jset #1, c194, c194
c194:
	jset #1, c195, c195
c195:
	jset #1, c196, c196
c196:
	jset #1, c197, c197
c197:
	jset #1, c198, c198
c198:
	jset #1, c199, c199
c199:
	jset #1, c200, c200
c200:
	jset #1, c201, c201
c201:
	jset #1, c202, c202
c202:
	jset #1, c203, c203
c203:
	jset #1, c204, c204
c204:
	jset #1, c205, c205
c205:
	jset #1, c206, c206
c206:
	jset #1, c207, c207
c207:
	jset #1, c208, c208
c208:
	jset #1, c209, c209
c209:
	jset #1, c210, c210
c210:
	jset #1, c211, c211
c211:
	jset #1, c212, c212
c212:
	jset #1, c213, c213
c213:
	jset #1, c214, c214
c214:
	jset #1, c215, c215
c215:
	jset #1, c216, c216
c216:
	jset #1, c217, c217
c217:
	jset #1, c218, c218
c218:
	jset #1, c219, c219
c219:
	jset #1, c220, c220
c220:
	jset #1, c221, c221
c221:
	jset #1, c222, c222
c222:
	jset #1, c223, c223
c223:
	jset #1, c224, c224
c224:
	jset #1, c225, c225
c225:
	jset #1, c226, c226
c226:
	jset #1, c227, c227
c227:
	jset #1, c228, c228
c228:
	jset #1, c229, c229
c229:
	jset #1, c230, c230
c230:
	jset #1, c231, c231
c231:
	jset #1, c232, c232
c232:
	jset #1, c233, c233
c233:
	jset #1, c234, c234
c234:
	jset #1, c235, c235
c235:
	jset #1, c236, c236
c236:
	jset #1, c237, c237
c237:
	jset #1, c238, c238
c238:
	jset #1, c239, c239
c239:
	jset #1, c240, c240
c240:
	jset #1, c241, c241
c241:
	jset #1, c242, c242
c242:
	jset #1, c243, c243
c243:
	jset #1, c244, c244
c244:
	jset #1, c245, c245
c245:
	jset #1, c246, c246
c246:
	jset #1, c247, c247
c247:
	jset #1, c248, c248
c248:
	jset #1, c249, c249
c249:
	jset #1, c250, c250
c250:
	jset #1, c251, c251
c251:
	jset #1, c252, c252
c252:
	jset #1, c253, c253
c253:
	jset #1, c254, c254
c254:
	jset #1, c255, c255
c255:
	jset #1, c256, c256
c256:
	jset #1, c257, c257
c257:
	jset #1, c258, c258
c258:
	jset #1, c259, c259
c259:
	jset #1, c260, c260
c260:
	jset #1, c261, c261
c261:
	jset #1, c262, c262
c262:
	jset #1, c263, c263
c263:
	jset #1, c264, c264
c264:
	jset #1, c265, c265
c265:
	jset #1, c266, c266
c266:
	jset #1, c267, c267
c267:
	jset #1, c268, c268
c268:
	jset #1, c269, c269
c269:
	jset #1, c270, c270
c270:
	jset #1, c271, c271
c271:
	jset #1, c272, c272
c272:
	jset #1, c273, c273
c273:
	jset #1, c274, c274
c274:
	jset #1, c275, c275
c275:
	jset #1, c276, c276
c276:
	jset #1, c277, c277
c277:
	jset #1, c278, c278
c278:
	jset #1, c279, c279
c279:
	jset #1, c280, c280
c280:
	jset #1, c281, c281
c281:
	jset #1, c282, c282
c282:
	jset #1, c283, c283
c283:
	jset #1, c284, c284
c284:
	jset #1, c285, c285
c285:
	jset #1, c286, c286
c286:
	jset #1, c287, c287
c287:
	jset #1, c288, c288
c288:
	jset #1, c289, c289
c289:
	jset #1, c290, c290
c290:
	jset #1, c291, c291
c291:
	jset #1, c292, c292
c292:
	jset #1, c293, c293
c293:
	jset #1, c294, c294
c294:
	jset #1, c295, c295
c295:
	jset #1, c296, c296
c296:
	jset #1, c297, c297
c297:
	jset #1, c298, c298
c298:
	jset #1, c299, c299
c299:
	jset #1, c300, c300
c300:
	jset #1, c301, c301
c301:
	jset #1, c302, c302
c302:
	jset #1, c303, c303
c303:
	jset #1, c304, c304
c304:
	jset #1, c305, c305
c305:
	jset #1, c306, c306
c306:
	jset #1, c307, c307
c307:
	jset #1, c308, c308
c308:
	jset #1, c309, c309
c309:
	jset #1, c310, c310
c310:
	jset #1, c311, c311
c311:
	jset #1, c312, c312
c312:
	jset #1, c313, c313
c313:
	jset #1, c314, c314
c314:
	jset #1, c315, c315
c315:
	jset #1, c316, c316
c316:
	jset #1, c317, c317
c317:
	jset #1, c318, c318
c318:
	jset #1, c319, c319
c319:
	jset #1, c320, c320
c320:
	jset #1, c321, c321
c321:
	jset #1, c322, c322
c322:
	jset #1, c323, c323
c323:
	jset #1, c324, c324
c324:
	jset #1, c325, c325
c325:
	jset #1, c326, c326
c326:
	jset #1, c327, c327
c327:
	jset #1, c328, c328
c328:
	jset #1, c329, c329
c329:
	jset #1, c330, c330
c330:
	jset #1, c331, c331
c331:
	jset #1, c332, c332
c332:
	jset #1, c333, c333
c333:
	jset #1, c334, c334
c334:
	jset #1, c335, c335
c335:
	jset #1, c336, c336
c336:
	jset #1, c337, c337
c337:
	jset #1, c338, c338
c338:
	jset #1, c339, c339
c339:
	jset #1, c340, c340
c340:
	jset #1, c341, c341
c341:
	jset #1, c342, c342
c342:
	jset #1, c343, c343
c343:
	jset #1, c344, c344
c344:
	jset #1, c345, c345
c345:
	jset #1, c346, c346
c346:
	jset #1, c347, c347
c347:
	jset #1, c348, c348
c348:
	jset #1, c349, c349
c349:
	jset #1, c350, c350
c350:
	jset #1, c351, c351
c351:
	jset #1, c352, c352
c352:
	jset #1, c353, c353
c353:
	jset #1, c354, c354
c354:
	jset #1, c355, c355
c355:
	jset #1, c356, c356
c356:
	jset #1, c357, c357
c357:
	jset #1, c358, c358
c358:
	jset #1, c359, c359
c359:
	jset #1, c360, c360
c360:
	jset #1, c361, c361
c361:
	jset #1, c362, c362
c362:
	jset #1, c363, c363
c363:
	jset #1, c364, c364
c364:
	jset #1, c365, c365
c365:
	jset #1, c366, c366
c366:
	jset #1, c367, c367
c367:
	jset #1, c368, c368
c368:
	jset #1, c369, c369
c369:
	jset #1, c370, c370
c370:
	jset #1, c371, c371
c371:
	jset #1, c372, c372
c372:
	jset #1, c373, c373
c373:
	jset #1, c374, c374
c374:
	jset #1, c375, c375
c375:
	jset #1, c376, c376
c376:
	jset #1, c377, c377
c377:
	jset #1, c378, c378
c378:
	jset #1, c379, c379
c379:
	jset #1, c380, c380
c380:
	jset #1, c381, c381
c381:
	jset #1, c382, c382
c382:
	jset #1, c383, c383
c383:
	jset #1, c384, c384
c384:
	jset #1, c385, c385
c385:
	jset #1, c386, c386
c386:
	jset #1, c387, c387
c387:
	jset #1, c388, c388
c388:
	jset #1, c389, c389
c389:
	jset #1, c390, c390
c390:
	jset #1, c391, c391
c391:
	jset #1, c392, c392
c392:
	jset #1, c393, c393
c393:
	jset #1, c394, c394
c394:
	jset #1, c395, c395
c395:
	jset #1, c396, c396
c396:
	jset #1, c397, c397
c397:
	jset #1, c398, c398
c398:
	jset #1, c399, c399
c399:
	jset #1, c400, c400
c400:
	jset #1, c401, c401
c401:
	jset #1, c402, c402
c402:
	jset #1, c403, c403
c403:
	jset #1, c404, c404
c404:
	jset #1, c405, c405
c405:
	jset #1, c406, c406
c406:
	jset #1, c407, c407
c407:
	jset #1, c408, c408
c408:
	jset #1, c409, c409
c409:
	jset #1, c410, c410
c410:
	jset #1, c411, c411
c411:
	jset #1, c412, c412
c412:
	jset #1, c413, c413
c413:
	jset #1, c414, c414
c414:
	jset #1, c415, c415
c415:
	jset #1, c416, c416
c416:
	jset #1, c417, c417
c417:
	jset #1, c418, c418
c418:
	jset #1, c419, c419
c419:
	jset #1, c420, c420
c420:
	jset #1, c421, c421
c421:
	jset #1, c422, c422
c422:
	jset #1, c423, c423
c423:
	jset #1, c424, c424
c424:
	jset #1, c425, c425
c425:
	jset #1, c426, c426
c426:
	jset #1, c427, c427
c427:
	jset #1, c428, c428
c428:
	jset #1, c429, c429
c429:
	jset #1, c430, c430
c430:
	jset #1, c431, c431
c431:
	jset #1, c432, c432
c432:
	jset #1, c433, c433
c433:
	jset #1, c434, c434
c434:
	jset #1, c435, c435
c435:
	jset #1, c436, c436
c436:
	jset #1, c437, c437
c437:
	jset #1, c438, c438
c438:
	jset #1, c439, c439
c439:
	jset #1, c440, c440
c440:
	jset #1, c441, c441
c441:
	jset #1, c442, c442
c442:
	jset #1, c443, c443
c443:
	jset #1, c444, c444
c444:
	jset #1, c445, c445
c445:
	jset #1, c446, c446
c446:
	jset #1, c447, c447
c447:
	jset #1, c448, c448
c448:
	jset #1, c449, c449
c449:
	jset #1, c450, c450
c450:
	jset #1, c451, c451
c451:
	jset #1, c452, c452
c452:
	jset #1, c453, c453
c453:
	jset #1, c454, c454
c454:
	jset #1, c455, c455
c455:
	jset #1, c456, c456
c456:
	jset #1, c457, c457
c457:
	jset #1, c458, c458
c458:
	jset #1, c459, c459
c459:
	jset #1, c460, c460
c460:
	jset #1, c461, c461
c461:
	jset #1, c462, c462
c462:
	jset #1, c463, c463
c463:
	jset #1, c464, c464
c464:
	jset #1, c465, c465
c465:
	jset #1, c466, c466
c466:
	jset #1, c467, c467
c467:
	jset #1, c468, c468
c468:
	jset #1, c469, c469
c469:
	jset #1, c470, c470
c470:
	jset #1, c471, c471
c471:
	jset #1, c472, c472
c472:
	jset #1, c473, c473
c473:
	jset #1, c474, c474
c474:
	jset #1, c475, c475
c475:
	jset #1, c476, c476
c476:
	jset #1, c477, c477
c477:
	jset #1, c478, c478
c478:
	jset #1, c479, c479
c479:
	jset #1, c480, c480
c480:
	jset #1, c481, c481
c481:
	jset #1, c482, c482
c482:
	jset #1, c483, c483
c483:
	jset #1, c484, c484
c484:
	jset #1, c485, c485
c485:
	jset #1, c486, c486
c486:
	jset #1, c487, c487
c487:
	jset #1, c488, c488
c488:
	jset #1, c489, c489
c489:
	jset #1, c490, c490
c490:
	jset #1, c491, c491
c491:
	jset #1, c492, c492
c492:
	jset #1, c493, c493
c493:
	jset #1, c494, c494
c494:
	jset #1, c495, c495
c495:
	jset #1, c496, c496
c496:
	jset #1, c497, c497
c497:
	jset #1, c498, c498
c498:
	jset #1, c499, c499
c499:
	jset #1, c500, c500
c500:
	jset #1, c501, c501
c501:
	jset #1, c502, c502
c502:
	jset #1, c503, c503
c503:
	jset #1, c504, c504
c504:
	jset #1, c505, c505
c505:
	jset #1, c506, c506
c506:
	jset #1, c507, c507
c507:
	jset #1, c508, c508
c508:
	jset #1, c509, c509
c509:
	jset #1, c510, c510
c510:
	jset #1, c511, c511
c511:
	jset #1, c512, c512
c512:
	jset #1, c513, c513
c513:
	jset #1, c514, c514
c514:
	jset #1, c515, c515
c515:
	jset #1, c516, c516
c516:
	jset #1, c517, c517
c517:
	jset #1, c518, c518
c518:
	jset #1, c519, c519
c519:
	jset #1, c520, c520
c520:
	jset #1, c521, c521
c521:
	jset #1, c522, c522
c522:
	jset #1, c523, c523
c523:
	jset #1, c524, c524
c524:
	jset #1, c525, c525
c525:
	jset #1, c526, c526
c526:
	jset #1, c527, c527
c527:
	jset #1, c528, c528
c528:
	jset #1, c529, c529
c529:
	jset #1, c530, c530
c530:
	jset #1, c531, c531
c531:
	jset #1, c532, c532
c532:
	jset #1, c533, c533
c533:
	jset #1, c534, c534
c534:
	jset #1, c535, c535
c535:
	jset #1, c536, c536
c536:
	jset #1, c537, c537
c537:
	jset #1, c538, c538
c538:
	jset #1, c539, c539
c539:
	jset #1, c540, c540
c540:
	jset #1, c541, c541
c541:
	jset #1, c542, c542
c542:
	jset #1, c543, c543
c543:
	jset #1, c544, c544
c544:
	jset #1, c545, c545
c545:
	jset #1, c546, c546
c546:
	jset #1, c547, c547
c547:
	jset #1, c548, c548
c548:
	jset #1, c549, c549
c549:
	jset #1, c550, c550
c550:
	jset #1, c551, c551
c551:
	jset #1, c552, c552
c552:
	jset #1, c553, c553
c553:
	jset #1, c554, c554
c554:
	jset #1, c555, c555
c555:
	jset #1, c556, c556
c556:
	jset #1, c557, c557
c557:
	jset #1, c558, c558
c558:
	jset #1, c559, c559
c559:
	jset #1, c560, c560
c560:
	jset #1, c561, c561
c561:
	jset #1, c562, c562
c562:
	jset #1, c563, c563
c563:
	jset #1, c564, c564
c564:
	jset #1, c565, c565
c565:
	jset #1, c566, c566
c566:
	jset #1, c567, c567
c567:
	jset #1, c568, c568
c568:
	jset #1, c569, c569
c569:
	jset #1, c570, c570
c570:
	jset #1, c571, c571
c571:
	jset #1, c572, c572
c572:
	jset #1, c573, c573
c573:
	jset #1, c574, c574
c574:
	jset #1, c575, c575
c575:
	jset #1, c576, c576
c576:
	jset #1, c577, c577
c577:
	jset #1, c578, c578
c578:
	jset #1, c579, c579
c579:
	jset #1, c580, c580
c580:
	jset #1, c581, c581
c581:
	jset #1, c582, c582
c582:
	jset #1, c583, c583
c583:
	jset #1, c584, c584
c584:
	jset #1, c585, c585
c585:
	jset #1, c586, c586
c586:
	jset #1, c587, c587
c587:
	jset #1, c588, c588
c588:
	jset #1, c589, c589
c589:
	jset #1, c590, c590
c590:
	jset #1, c591, c591
c591:
	jset #1, c592, c592
c592:
	jset #1, c593, c593
c593:
	jset #1, c594, c594
c594:
	jset #1, c595, c595
c595:
	jset #1, c596, c596
c596:
	jset #1, c597, c597
c597:
	jset #1, c598, c598
c598:
	jset #1, c599, c599
c599:
	jset #1, c600, c600
c600:
	jset #1, c601, c601
c601:
	jset #1, c602, c602
c602:
	jset #1, c603, c603
c603:
	jset #1, c604, c604
c604:
	jset #1, c605, c605
c605:
	jset #1, c606, c606
c606:
	jset #1, c607, c607
c607:
	jset #1, c608, c608
c608:
	jset #1, c609, c609
c609:
	jset #1, c610, c610
c610:
	jset #1, c611, c611
c611:
	jset #1, c612, c612
c612:
	jset #1, c613, c613
c613:
	jset #1, c614, c614
c614:
	jset #1, c615, c615
c615:
	jset #1, c616, c616
c616:
	jset #1, c617, c617
c617:
	jset #1, c618, c618
c618:
	jset #1, c619, c619
c619:
	jset #1, c620, c620
c620:
	jset #1, c621, c621
c621:
	jset #1, c622, c622
c622:
	jset #1, c623, c623
c623:
	jset #1, c624, c624
c624:
	jset #1, c625, c625
c625:
	jset #1, c626, c626
c626:
	jset #1, c627, c627
c627:
	jset #1, c628, c628
c628:
	jset #1, c629, c629
c629:
	jset #1, c630, c630
c630:
	jset #1, c631, c631
c631:
	jset #1, c632, c632
c632:
	jset #1, c633, c633
c633:
	jset #1, c634, c634
c634:
	jset #1, c635, c635
c635:
	jset #1, c636, c636
c636:
	jset #1, c637, c637
c637:
	jset #1, c638, c638
c638:
	jset #1, c639, c639
c639:
	jset #1, c640, c640
c640:
	jset #1, c641, c641
c641:
	jset #1, c642, c642
c642:
	jset #1, c643, c643
c643:
	jset #1, c644, c644
c644:
	jset #1, c645, c645
c645:
	jset #1, c646, c646
c646:
	jset #1, c647, c647
c647:
	jset #1, c648, c648
c648:
	jset #1, c649, c649
c649:
	jset #1, c650, c650
c650:
	jset #1, c651, c651
c651:
	jset #1, c652, c652
c652:
	jset #1, c653, c653
c653:
	jset #1, c654, c654
c654:
	jset #1, c655, c655
c655:
	jset #1, c656, c656
c656:
	jset #1, c657, c657
c657:
	jset #1, c658, c658
c658:
	jset #1, c659, c659
c659:
	jset #1, c660, c660
c660:
	jset #1, c661, c661
c661:
	jset #1, c662, c662
c662:
	jset #1, c663, c663
c663:
	jset #1, c664, c664
c664:
	jset #1, c665, c665
c665:
	jset #1, c666, c666
c666:
	jset #1, c667, c667
c667:
	jset #1, c668, c668
c668:
	jset #1, c669, c669
c669:
	jset #1, c670, c670
c670:
	jset #1, c671, c671
c671:
	jset #1, c672, c672
c672:
	jset #1, c673, c673
c673:
	jset #1, c674, c674
c674:
	jset #1, c675, c675
c675:
	jset #1, c676, c676
c676:
	jset #1, c677, c677
c677:
	jset #1, c678, c678
c678:
	jset #1, c679, c679
c679:
	jset #1, c680, c680
c680:
	jset #1, c681, c681
c681:
	jset #1, c682, c682
c682:
	jset #1, c683, c683
c683:
	jset #1, c684, c684
c684:
	jset #1, c685, c685
c685:
	jset #1, c686, c686
c686:
	jset #1, c687, c687
c687:
	jset #1, c688, c688
c688:
	jset #1, c689, c689
c689:
	jset #1, c690, c690
c690:
	jset #1, c691, c691
c691:
	jset #1, c692, c692
c692:
	jset #1, c693, c693
c693:
	jset #1, c694, c694
c694:
	jset #1, c695, c695
c695:
	jset #1, c696, c696
c696:
	jset #1, c697, c697
c697:
	jset #1, c698, c698
c698:
	jset #1, c699, c699
c699:
	jset #1, c700, c700
c700:
	jset #1, c701, c701
c701:
	jset #1, c702, c702
c702:
	jset #1, c703, c703
c703:
	jset #1, c704, c704
c704:
	jset #1, c705, c705
c705:
	jset #1, c706, c706
c706:
	jset #1, c707, c707
c707:
	jset #1, c708, c708
c708:
	jset #1, c709, c709
c709:
	jset #1, c710, c710
c710:
	jset #1, c711, c711
c711:
	jset #1, c712, c712
c712:
	jset #1, c713, c713
c713:
	jset #1, c714, c714
c714:
	jset #1, c715, c715
c715:
	jset #1, c716, c716
c716:
	jset #1, c717, c717
c717:
	jset #1, c718, c718
c718:
	jset #1, c719, c719
c719:
	jset #1, c720, c720
c720:
	jset #1, c721, c721
c721:
	jset #1, c722, c722
c722:
	jset #1, c723, c723
c723:
	jset #1, c724, c724
c724:
	jset #1, c725, c725
c725:
	jset #1, c726, c726
c726:
	jset #1, c727, c727
c727:
	jset #1, c728, c728
c728:
	jset #1, c729, c729
c729:
	jset #1, c730, c730
c730:
	jset #1, c731, c731
c731:
	jset #1, c732, c732
c732:
	jset #1, c733, c733
c733:
	jset #1, c734, c734
c734:
	jset #1, c735, c735
c735:
	jset #1, c736, c736
c736:
	jset #1, c737, c737
c737:
	jset #1, c738, c738
c738:
	jset #1, c739, c739
c739:
	jset #1, c740, c740
c740:
	jset #1, c741, c741
c741:
	jset #1, c742, c742
c742:
	jset #1, c743, c743
c743:
	jset #1, c744, c744
c744:
	jset #1, c745, c745
c745:
	jset #1, c746, c746
c746:
	jset #1, c747, c747
c747:
	jset #1, c748, c748
c748:
	jset #1, c749, c749
c749:
	jset #1, c750, c750
c750:
	jset #1, c751, c751
c751:
	jset #1, c752, c752
c752:
	jset #1, c753, c753
c753:
	jset #1, c754, c754
c754:
	jset #1, c755, c755
c755:
	jset #1, c756, c756
c756:
	jset #1, c757, c757
c757:
	jset #1, c758, c758
c758:
	jset #1, c759, c759
c759:
	jset #1, c760, c760
c760:
	jset #1, c761, c761
c761:
	jset #1, c762, c762
c762:
	jset #1, c763, c763
c763:
	jset #1, c764, c764
c764:
	jset #1, c765, c765
c765:
	jset #1, c766, c766
c766:
	jset #1, c767, c767
c767:
	jset #1, c768, c768
c768:
	jset #1, c769, c769
c769:
	jset #1, c770, c770
c770:
	jset #1, c771, c771
c771:
	jset #1, c772, c772
c772:
	jset #1, c773, c773
c773:
	jset #1, c774, c774
c774:
	jset #1, c775, c775
c775:
	jset #1, c776, c776
c776:
	jset #1, c777, c777
c777:
	jset #1, c778, c778
c778:
	jset #1, c779, c779
c779:
	jset #1, c780, c780
c780:
	jset #1, c781, c781
c781:
	jset #1, c782, c782
c782:
	jset #1, c783, c783
c783:
	jset #1, c784, c784
c784:
	jset #1, c785, c785
c785:
	jset #1, c786, c786
c786:
	jset #1, c787, c787
c787:
	jset #1, c788, c788
c788:
	jset #1, c789, c789
c789:
	jset #1, c790, c790
c790:
	jset #1, c791, c791
c791:
	jset #1, c792, c792
c792:
	jset #1, c793, c793
c793:
	jset #1, c794, c794
c794:
	jset #1, c795, c795
c795:
	jset #1, c796, c796
c796:
	jset #1, c797, c797
c797:
	jset #1, c798, c798
c798:
	jset #1, c799, c799
c799:
	jset #1, c800, c800
c800:
	jset #1, c801, c801
c801:
	jset #1, c802, c802
c802:
	jset #1, c803, c803
c803:
	jset #1, c804, c804
c804:
	jset #1, c805, c805
c805:
	jset #1, c806, c806
c806:
	jset #1, c807, c807
c807:
	jset #1, c808, c808
c808:
	jset #1, c809, c809
c809:
	jset #1, c810, c810
c810:
	jset #1, c811, c811
c811:
	jset #1, c812, c812
c812:
	jset #1, c813, c813
c813:
	jset #1, c814, c814
c814:
	jset #1, c815, c815
c815:
	jset #1, c816, c816
c816:
	jset #1, c817, c817
c817:
	jset #1, c818, c818
c818:
	jset #1, c819, c819
c819:
	jset #1, c820, c820
c820:
	jset #1, c821, c821
c821:
	jset #1, c822, c822
c822:
	jset #1, c823, c823
c823:
	jset #1, c824, c824
c824:
	jset #1, c825, c825
c825:
	jset #1, c826, c826
c826:
	jset #1, c827, c827
c827:
	jset #1, c828, c828
c828:
	jset #1, c829, c829
c829:
	jset #1, c830, c830
c830:
	jset #1, c831, c831
c831:
	jset #1, c832, c832
c832:
	jset #1, c833, c833
c833:
	jset #1, c834, c834
c834:
	jset #1, c835, c835
c835:
	jset #1, c836, c836
c836:
	jset #1, c837, c837
c837:
	jset #1, c838, c838
c838:
	jset #1, c839, c839
c839:
	jset #1, c840, c840
c840:
	jset #1, c841, c841
c841:
	jset #1, c842, c842
c842:
	jset #1, c843, c843
c843:
	jset #1, c844, c844
c844:
	jset #1, c845, c845
c845:
	jset #1, c846, c846
c846:
	jset #1, c847, c847
c847:
	jset #1, c848, c848
c848:
	jset #1, c849, c849
c849:
	jset #1, c850, c850
c850:
	jset #1, c851, c851
c851:
	jset #1, c852, c852
c852:
	jset #1, c853, c853
c853:
	jset #1, c854, c854
c854:
	jset #1, c855, c855
c855:
	jset #1, c856, c856
c856:
	jset #1, c857, c857
c857:
	jset #1, c858, c858
c858:
	jset #1, c859, c859
c859:
	jset #1, c860, c860
c860:
	jset #1, c861, c861
c861:
	jset #1, c862, c862
c862:
	jset #1, c863, c863
c863:
	jset #1, c864, c864
c864:
	jset #1, c865, c865
c865:
	jset #1, c866, c866
c866:
	jset #1, c867, c867
c867:
	jset #1, c868, c868
c868:
	jset #1, c869, c869
c869:
	jset #1, c870, c870
c870:
	jset #1, c871, c871
c871:
	jset #1, c872, c872
c872:
	jset #1, c873, c873
c873:
	jset #1, c874, c874
c874:
	jset #1, c875, c875
c875:
	jset #1, c876, c876
c876:
	jset #1, c877, c877
c877:
	jset #1, c878, c878
c878:
	jset #1, c879, c879
c879:
	jset #1, c880, c880
c880:
	jset #1, c881, c881
c881:
	jset #1, c882, c882
c882:
	jset #1, c883, c883
c883:
	jset #1, c884, c884
c884:
	jset #1, c885, c885
c885:
	jset #1, c886, c886
c886:
	jset #1, c887, c887
c887:
	jset #1, c888, c888
c888:
	jset #1, c889, c889
c889:
	jset #1, c890, c890
c890:
	jset #1, c891, c891
c891:
	jset #1, c892, c892
c892:
	jset #1, c893, c893
c893:
	jset #1, c894, c894
c894:
	jset #1, c895, c895
c895:
	jset #1, c896, c896
c896:
	jset #1, c897, c897
c897:
	jset #1, c898, c898
c898:
	jset #1, c899, c899
c899:
	jset #1, c900, c900
c900:
	jset #1, c901, c901
c901:
	jset #1, c902, c902
c902:
	jset #1, c903, c903
c903:
	jset #1, c904, c904
c904:
	jset #1, c905, c905
c905:
	jset #1, c906, c906
c906:
	jset #1, c907, c907
c907:
	jset #1, c908, c908
c908:
	jset #1, c909, c909
c909:
	jset #1, c910, c910
c910:
	jset #1, c911, c911
c911:
	jset #1, c912, c912
c912:
	jset #1, c913, c913
c913:
	jset #1, c914, c914
c914:
	jset #1, c915, c915
c915:
	jset #1, c916, c916
c916:
	jset #1, c917, c917
c917:
	jset #1, c918, c918
c918:
	jset #1, c919, c919
c919:
	jset #1, c920, c920
c920:
	jset #1, c921, c921
c921:
	jset #1, c922, c922
c922:
	jset #1, c923, c923
c923:
	jset #1, c924, c924
c924:
	jset #1, c925, c925
c925:
	jset #1, c926, c926
c926:
	jset #1, c927, c927
c927:
	jset #1, c928, c928
c928:
	jset #1, c929, c929
c929:
	jset #1, c930, c930
c930:
	jset #1, c931, c931
c931:
	jset #1, c932, c932
c932:
	jset #1, c933, c933
c933:
	jset #1, c934, c934
c934:
	jset #1, c935, c935
c935:
	jset #1, c936, c936
c936:
	jset #1, c937, c937
c937:
	jset #1, c938, c938
c938:
	jset #1, c939, c939
c939:
	jset #1, c940, c940
c940:
	jset #1, c941, c941
c941:
	jset #1, c942, c942
c942:
	jset #1, c943, c943
c943:
	jset #1, c944, c944
c944:
	jset #1, c945, c945
c945:
	jset #1, c946, c946
c946:
	jset #1, c947, c947
c947:
	jset #1, c948, c948
c948:
	jset #1, c949, c949
c949:
	jset #1, c950, c950
c950:
	jset #1, c951, c951
c951:
	jset #1, c952, c952
c952:
	jset #1, c953, c953
c953:
	jset #1, c954, c954
c954:
	jset #1, c955, c955
c955:
	jset #1, c956, c956
c956:
	jset #1, c957, c957
c957:
	jset #1, c958, c958
c958:
	jset #1, c959, c959
c959:
	jset #1, c960, c960
c960:
	jset #1, c961, c961
c961:
	jset #1, c962, c962
c962:
	jset #1, c963, c963
c963:
	jset #1, c964, c964
c964:
	jset #1, c965, c965
c965:
	jset #1, c966, c966
c966:
	jset #1, c967, c967
c967:
	jset #1, c968, c968
c968:
	jset #1, c969, c969
c969:
	jset #1, c970, c970
c970:
	jset #1, c971, c971
c971:
	jset #1, c972, c972
c972:
	jset #1, c973, c973
c973:
	jset #1, c974, c974
c974:
	jset #1, c975, c975
c975:
	jset #1, c976, c976
c976:
	jset #1, c977, c977
c977:
	jset #1, c978, c978
c978:
	jset #1, c979, c979
c979:
	jset #1, c980, c980
c980:
	jset #1, c981, c981
c981:
	jset #1, c982, c982
c982:
	jset #1, c983, c983
c983:
	jset #1, c984, c984
c984:
	jset #1, c985, c985
c985:
	jset #1, c986, c986
c986:
	jset #1, c987, c987
c987:
	jset #1, c988, c988
c988:
	jset #1, c989, c989
c989:
	jset #1, c990, c990
c990:
	jset #1, c991, c991
c991:
	jset #1, c992, c992
c992:
	jset #1, c993, c993
c993:
	jset #1, c994, c994
c994:
	jset #1, c995, c995
c995:
	jset #1, c996, c996
c996:
	jset #1, c997, c997
c997:
	jset #1, c998, c998
c998:
	jset #1, c999, c999
c999:
	jset #1, c1000, c1000
c1000:
	jset #1, c1001, c1001
c1001:
	jset #1, c1002, c1002
c1002:
	jset #1, c1003, c1003
c1003:
	jset #1, c1004, c1004
c1004:
	jset #1, c1005, c1005
c1005:
	jset #1, c1006, c1006
c1006:
	jset #1, c1007, c1007
c1007:
	jset #1, c1008, c1008
c1008:
	jset #1, c1009, c1009
c1009:
	jset #1, c1010, c1010
c1010:
	jset #1, c1011, c1011
c1011:
	jset #1, c1012, c1012
c1012:
	jset #1, c1013, c1013
c1013:
	jset #1, c1014, c1014
c1014:
	jset #1, c1015, c1015
c1015:
	jset #1, c1016, c1016
c1016:
	jset #1, c1017, c1017
c1017:
	jset #1, c1018, c1018
c1018:
	jset #1, c1019, c1019
c1019:
	jset #1, c1020, c1020
c1020:
	jset #1, c1021, c1021
c1021:
	jset #1, c1022, c1022
c1022:
	jset #1, c1023, c1023
c1023:
	jset #1, c1024, c1024
c1024:
	jset #1, c1025, c1025
c1025:
	jset #1, c1026, c1026
c1026:
	jset #1, c1027, c1027
c1027:
	jset #1, c1028, c1028
c1028:
	jset #1, c1029, c1029
c1029:
	jset #1, c1030, c1030
c1030:
	jset #1, c1031, c1031
c1031:
	jset #1, c1032, c1032
c1032:
	jset #1, c1033, c1033
c1033:
	jset #1, c1034, c1034
c1034:
	jset #1, c1035, c1035
c1035:
	jset #1, c1036, c1036
c1036:
	jset #1, c1037, c1037
c1037:
	jset #1, c1038, c1038
c1038:
	jset #1, c1039, c1039
c1039:
	jset #1, c1040, c1040
c1040:
	jset #1, c1041, c1041
c1041:
	jset #1, c1042, c1042
c1042:
	jset #1, c1043, c1043
c1043:
	jset #1, c1044, c1044
c1044:
	jset #1, c1045, c1045
c1045:
	jset #1, c1046, c1046
c1046:
	jset #1, c1047, c1047
c1047:
	jset #1, c1048, c1048
c1048:
	jset #1, c1049, c1049
c1049:
	jset #1, c1050, c1050
c1050:
	jset #1, c1051, c1051
c1051:
	jset #1, c1052, c1052
c1052:
	jset #1, c1053, c1053
c1053:
	jset #1, c1054, c1054
c1054:
	jset #1, c1055, c1055
c1055:
	jset #1, c1056, c1056
c1056:
	jset #1, c1057, c1057
c1057:
	jset #1, c1058, c1058
c1058:
	jset #1, c1059, c1059
c1059:
	jset #1, c1060, c1060
c1060:
	jset #1, c1061, c1061
c1061:
	jset #1, c1062, c1062
c1062:
	jset #1, c1063, c1063
c1063:
	jset #1, c1064, c1064
c1064:
	jset #1, c1065, c1065
c1065:
	jset #1, c1066, c1066
c1066:
	jset #1, c1067, c1067
c1067:
	jset #1, c1068, c1068
c1068:
	jset #1, c1069, c1069
c1069:
	jset #1, c1070, c1070
c1070:
	jset #1, c1071, c1071
c1071:
	jset #1, c1072, c1072
c1072:
	jset #1, c1073, c1073
c1073:
	jset #1, c1074, c1074
c1074:
	jset #1, c1075, c1075
c1075:
	jset #1, c1076, c1076
c1076:
	jset #1, c1077, c1077
c1077:
	jset #1, c1078, c1078
c1078:
	jset #1, c1079, c1079
c1079:
	jset #1, c1080, c1080
c1080:
	jset #1, c1081, c1081
c1081:
	jset #1, c1082, c1082
c1082:
	jset #1, c1083, c1083
c1083:
	jset #1, c1084, c1084
c1084:
	jset #1, c1085, c1085
c1085:
	jset #1, c1086, c1086
c1086:
	jset #1, c1087, c1087
c1087:
	jset #1, c1088, c1088
c1088:
	jset #1, c1089, c1089
c1089:
	jset #1, c1090, c1090
c1090:
	jset #1, c1091, c1091
c1091:
	jset #1, c1092, c1092
c1092:
	jset #1, c1093, c1093
c1093:
	jset #1, c1094, c1094
c1094:
	jset #1, c1095, c1095
c1095:
	jset #1, c1096, c1096
c1096:
	jset #1, c1097, c1097
c1097:
	jset #1, c1098, c1098
c1098:
	jset #1, c1099, c1099
c1099:
	jset #1, c1100, c1100
c1100:
	jset #1, c1101, c1101
c1101:
	jset #1, c1102, c1102
c1102:
	jset #1, c1103, c1103
c1103:
	jset #1, c1104, c1104
c1104:
	jset #1, c1105, c1105
c1105:
	jset #1, c1106, c1106
c1106:
	jset #1, c1107, c1107
c1107:
	jset #1, c1108, c1108
c1108:
	jset #1, c1109, c1109
c1109:
	jset #1, c1110, c1110
c1110:
	jset #1, c1111, c1111
c1111:
	jset #1, c1112, c1112
c1112:
	jset #1, c1113, c1113
c1113:
	jset #1, c1114, c1114
c1114:
	jset #1, c1115, c1115
c1115:
	jset #1, c1116, c1116
c1116:
	jset #1, c1117, c1117
c1117:
	jset #1, c1118, c1118
c1118:
	jset #1, c1119, c1119
c1119:
	jset #1, c1120, c1120
c1120:
	jset #1, c1121, c1121
c1121:
	jset #1, c1122, c1122
c1122:
	jset #1, c1123, c1123
c1123:
	jset #1, c1124, c1124
c1124:
	jset #1, c1125, c1125
c1125:
	jset #1, c1126, c1126
c1126:
	jset #1, c1127, c1127
c1127:
	jset #1, c1128, c1128
c1128:
	jset #1, c1129, c1129
c1129:
	jset #1, c1130, c1130
c1130:
	jset #1, c1131, c1131
c1131:
	jset #1, c1132, c1132
c1132:
	jset #1, c1133, c1133
c1133:
	jset #1, c1134, c1134
c1134:
	jset #1, c1135, c1135
c1135:
	jset #1, c1136, c1136
c1136:
	jset #1, c1137, c1137
c1137:
	jset #1, c1138, c1138
c1138:
	jset #1, c1139, c1139
c1139:
	jset #1, c1140, c1140
c1140:
	jset #1, c1141, c1141
c1141:
	jset #1, c1142, c1142
c1142:
	jset #1, c1143, c1143
c1143:
	jset #1, c1144, c1144
c1144:
	jset #1, c1145, c1145
c1145:
	jset #1, c1146, c1146
c1146:
	jset #1, c1147, c1147
c1147:
	jset #1, c1148, c1148
c1148:
	jset #1, c1149, c1149
c1149:
	jset #1, c1150, c1150
c1150:
	jset #1, c1151, c1151
c1151:
	jset #1, c1152, c1152
c1152:
	jset #1, c1153, c1153
c1153:
	jset #1, c1154, c1154
c1154:
	jset #1, c1155, c1155
c1155:
	jset #1, c1156, c1156
c1156:
	jset #1, c1157, c1157
c1157:
	jset #1, c1158, c1158
c1158:
	jset #1, c1159, c1159
c1159:
	jset #1, c1160, c1160
c1160:
	jset #1, c1161, c1161
c1161:
	jset #1, c1162, c1162
c1162:
	jset #1, c1163, c1163
c1163:
	jset #1, c1164, c1164
c1164:
	jset #1, c1165, c1165
c1165:
	jset #1, c1166, c1166
c1166:
	jset #1, c1167, c1167
c1167:
	jset #1, c1168, c1168
c1168:
	jset #1, c1169, c1169
c1169:
	jset #1, c1170, c1170
c1170:
	jset #1, c1171, c1171
c1171:
	jset #1, c1172, c1172
c1172:
	jset #1, c1173, c1173
c1173:
	jset #1, c1174, c1174
c1174:
	jset #1, c1175, c1175
c1175:
	jset #1, c1176, c1176
c1176:
	jset #1, c1177, c1177
c1177:
	jset #1, c1178, c1178
c1178:
	jset #1, c1179, c1179
c1179:
	jset #1, c1180, c1180
c1180:
	jset #1, c1181, c1181
c1181:
	jset #1, c1182, c1182
c1182:
	jset #1, c1183, c1183
c1183:
	jset #1, c1184, c1184
c1184:
	jset #1, c1185, c1185
c1185:
	jset #1, c1186, c1186
c1186:
	jset #1, c1187, c1187
c1187:
	jset #1, c1188, c1188
c1188:
	jset #1, c1189, c1189
c1189:
	jset #1, c1190, c1190
c1190:
	jset #1, c1191, c1191
c1191:
	jset #1, c1192, c1192
c1192:
	jset #1, c1193, c1193
c1193:
	jset #1, c1194, c1194
c1194:
	jset #1, c1195, c1195
c1195:
	jset #1, c1196, c1196
c1196:
	jset #1, c1197, c1197
c1197:
	jset #1, c1198, c1198
c1198:
	jset #1, c1199, c1199
c1199:
	jset #1, c1200, c1200
c1200:
	jset #1, c1201, c1201
c1201:
	jset #1, c1202, c1202
c1202:
	jset #1, c1203, c1203
c1203:
	jset #1, c1204, c1204
c1204:
	jset #1, c1205, c1205
c1205:
	jset #1, c1206, c1206
c1206:
	jset #1, c1207, c1207
c1207:
	jset #1, c1208, c1208
c1208:
	jset #1, c1209, c1209
c1209:
	jset #1, c1210, c1210
c1210:
	jset #1, c1211, c1211
c1211:
	jset #1, c1212, c1212
c1212:
	jset #1, c1213, c1213
c1213:
	jset #1, c1214, c1214
c1214:
	jset #1, c1215, c1215
c1215:
	jset #1, c1216, c1216
c1216:
	jset #1, c1217, c1217
c1217:
	jset #1, c1218, c1218
c1218:
	jset #1, c1219, c1219
c1219:
	jset #1, c1220, c1220
c1220:
	jset #1, c1221, c1221
c1221:
	jset #1, c1222, c1222
c1222:
	jset #1, c1223, c1223
c1223:
	jset #1, c1224, c1224
c1224:
	jset #1, c1225, c1225
c1225:
	jset #1, c1226, c1226
c1226:
	jset #1, c1227, c1227
c1227:
	jset #1, c1228, c1228
c1228:
	jset #1, c1229, c1229
c1229:
	jset #1, c1230, c1230
c1230:
	jset #1, c1231, c1231
c1231:
	jset #1, c1232, c1232
c1232:
	jset #1, c1233, c1233
c1233:
	jset #1, c1234, c1234
c1234:
	jset #1, c1235, c1235
c1235:
	jset #1, c1236, c1236
c1236:
	jset #1, c1237, c1237
c1237:
	jset #1, c1238, c1238
c1238:
	jset #1, c1239, c1239
c1239:
	jset #1, c1240, c1240
c1240:
	jset #1, c1241, c1241
c1241:
	jset #1, c1242, c1242
c1242:
	jset #1, c1243, c1243
c1243:
	jset #1, c1244, c1244
c1244:
	jset #1, c1245, c1245
c1245:
	jset #1, c1246, c1246
c1246:
	jset #1, c1247, c1247
c1247:
	jset #1, c1248, c1248
c1248:
	jset #1, c1249, c1249
c1249:
	jset #1, c1250, c1250
c1250:
	jset #1, c1251, c1251
c1251:
	jset #1, c1252, c1252
c1252:
	jset #1, c1253, c1253
c1253:
	jset #1, c1254, c1254
c1254:
	jset #1, c1255, c1255
c1255:
	jset #1, c1256, c1256
c1256:
	jset #1, c1257, c1257
c1257:
	jset #1, c1258, c1258
c1258:
	jset #1, c1259, c1259
c1259:
	jset #1, c1260, c1260
c1260:
	jset #1, c1261, c1261
c1261:
	jset #1, c1262, c1262
c1262:
	jset #1, c1263, c1263
c1263:
	jset #1, c1264, c1264
c1264:
	jset #1, c1265, c1265
c1265:
	jset #1, c1266, c1266
c1266:
	jset #1, c1267, c1267
c1267:
	jset #1, c1268, c1268
c1268:
	jset #1, c1269, c1269
c1269:
	jset #1, c1270, c1270
c1270:
	jset #1, c1271, c1271
c1271:
	jset #1, c1272, c1272
c1272:
	jset #1, c1273, c1273
c1273:
	jset #1, c1274, c1274
c1274:
	jset #1, c1275, c1275
c1275:
	jset #1, c1276, c1276
c1276:
	jset #1, c1277, c1277
c1277:
	jset #1, c1278, c1278
c1278:
	jset #1, c1279, c1279
c1279:
	jset #1, c1280, c1280
c1280:
	jset #1, c1281, c1281
c1281:
	jset #1, c1282, c1282
c1282:
	jset #1, c1283, c1283
c1283:
	jset #1, c1284, c1284
c1284:
	jset #1, c1285, c1285
c1285:
	jset #1, c1286, c1286
c1286:
	jset #1, c1287, c1287
c1287:
	jset #1, c1288, c1288
c1288:
	jset #1, c1289, c1289
c1289:
	jset #1, c1290, c1290
c1290:
	jset #1, c1291, c1291
c1291:
	jset #1, c1292, c1292
c1292:
	jset #1, c1293, c1293
c1293:
	jset #1, c1294, c1294
c1294:
	jset #1, c1295, c1295
c1295:
	jset #1, c1296, c1296
c1296:
	jset #1, c1297, c1297
c1297:
	jset #1, c1298, c1298
c1298:
	jset #1, c1299, c1299
c1299:
	jset #1, c1300, c1300
c1300:
	jset #1, c1301, c1301
c1301:
	jset #1, c1302, c1302
c1302:
	jset #1, c1303, c1303
c1303:
	jset #1, c1304, c1304
c1304:
	jset #1, c1305, c1305
c1305:
	jset #1, c1306, c1306
c1306:
	jset #1, c1307, c1307
c1307:
	jset #1, c1308, c1308
c1308:
	jset #1, c1309, c1309
c1309:
	jset #1, c1310, c1310
c1310:
	jset #1, c1311, c1311
c1311:
	jset #1, c1312, c1312
c1312:
	jset #1, c1313, c1313
c1313:
	jset #1, c1314, c1314
c1314:
	jset #1, c1315, c1315
c1315:
	jset #1, c1316, c1316
c1316:
	jset #1, c1317, c1317
c1317:
	jset #1, c1318, c1318
c1318:
	jset #1, c1319, c1319
c1319:
	jset #1, c1320, c1320
c1320:
	jset #1, c1321, c1321
c1321:
	jset #1, c1322, c1322
c1322:
	jset #1, c1323, c1323
c1323:
	jset #1, c1324, c1324
c1324:
	jset #1, c1325, c1325
c1325:
	jset #1, c1326, c1326
c1326:
	jset #1, c1327, c1327
c1327:
	jset #1, c1328, c1328
c1328:
	jset #1, c1329, c1329
c1329:
	jset #1, c1330, c1330
c1330:
	jset #1, c1331, c1331
c1331:
	jset #1, c1332, c1332
c1332:
	jset #1, c1333, c1333
c1333:
	jset #1, c1334, c1334
c1334:
	jset #1, c1335, c1335
c1335:
	jset #1, c1336, c1336
c1336:
	jset #1, c1337, c1337
c1337:
	jset #1, c1338, c1338
c1338:
	jset #1, c1339, c1339
c1339:
	jset #1, c1340, c1340
c1340:
	jset #1, c1341, c1341
c1341:
	jset #1, c1342, c1342
c1342:
	jset #1, c1343, c1343
c1343:
	jset #1, c1344, c1344
c1344:
	jset #1, c1345, c1345
c1345:
	jset #1, c1346, c1346
c1346:
	jset #1, c1347, c1347
c1347:
	jset #1, c1348, c1348
c1348:
	jset #1, c1349, c1349
c1349:
	jset #1, c1350, c1350
c1350:
	jset #1, c1351, c1351
c1351:
	jset #1, c1352, c1352
c1352:
	jset #1, c1353, c1353
c1353:
	jset #1, c1354, c1354
c1354:
	jset #1, c1355, c1355
c1355:
	jset #1, c1356, c1356
c1356:
	jset #1, c1357, c1357
c1357:
	jset #1, c1358, c1358
c1358:
	jset #1, c1359, c1359
c1359:
	jset #1, c1360, c1360
c1360:
	jset #1, c1361, c1361
c1361:
	jset #1, c1362, c1362
c1362:
	jset #1, c1363, c1363
c1363:
	jset #1, c1364, c1364
c1364:
	jset #1, c1365, c1365
c1365:
	jset #1, c1366, c1366
c1366:
	jset #1, c1367, c1367
c1367:
	jset #1, c1368, c1368
c1368:
	jset #1, c1369, c1369
c1369:
	jset #1, c1370, c1370
c1370:
	jset #1, c1371, c1371
c1371:
	jset #1, c1372, c1372
c1372:
	jset #1, c1373, c1373
c1373:
	jset #1, c1374, c1374
c1374:
	jset #1, c1375, c1375
c1375:
	jset #1, c1376, c1376
c1376:
	jset #1, c1377, c1377
c1377:
	jset #1, c1378, c1378
c1378:
	jset #1, c1379, c1379
c1379:
	jset #1, c1380, c1380
c1380:
	jset #1, c1381, c1381
c1381:
	jset #1, c1382, c1382
c1382:
	jset #1, c1383, c1383
c1383:
	jset #1, c1384, c1384
c1384:
	jset #1, c1385, c1385
c1385:
	jset #1, c1386, c1386
c1386:
	jset #1, c1387, c1387
c1387:
	jset #1, c1388, c1388
c1388:
	jset #1, c1389, c1389
c1389:
	jset #1, c1390, c1390
c1390:
	jset #1, c1391, c1391
c1391:
	jset #1, c1392, c1392
c1392:
	jset #1, c1393, c1393
c1393:
	jset #1, c1394, c1394
c1394:
	jset #1, c1395, c1395
c1395:
	jset #1, c1396, c1396
c1396:
	jset #1, c1397, c1397
c1397:
	jset #1, c1398, c1398
c1398:
	jset #1, c1399, c1399
c1399:
	jset #1, c1400, c1400
c1400:
	jset #1, c1401, c1401
c1401:
	jset #1, c1402, c1402
c1402:
	jset #1, c1403, c1403
c1403:
	jset #1, c1404, c1404
c1404:
	jset #1, c1405, c1405
c1405:
	jset #1, c1406, c1406
c1406:
	jset #1, c1407, c1407
c1407:
	jset #1, c1408, c1408
c1408:
	jset #1, c1409, c1409
c1409:
	jset #1, c1410, c1410
c1410:
	jset #1, c1411, c1411
c1411:
	jset #1, c1412, c1412
c1412:
	jset #1, c1413, c1413
c1413:
	jset #1, c1414, c1414
c1414:
	jset #1, c1415, c1415
c1415:
	jset #1, c1416, c1416
c1416:
	jset #1, c1417, c1417
c1417:
	jset #1, c1418, c1418
c1418:
	jset #1, c1419, c1419
c1419:
	jset #1, c1420, c1420
c1420:
	jset #1, c1421, c1421
c1421:
	jset #1, c1422, c1422
c1422:
	jset #1, c1423, c1423
c1423:
	jset #1, c1424, c1424
c1424:
	jset #1, c1425, c1425
c1425:
	jset #1, c1426, c1426
c1426:
	jset #1, c1427, c1427
c1427:
	jset #1, c1428, c1428
c1428:
	jset #1, c1429, c1429
c1429:
	jset #1, c1430, c1430
c1430:
	jset #1, c1431, c1431
c1431:
	jset #1, c1432, c1432
c1432:
	jset #1, c1433, c1433
c1433:
	jset #1, c1434, c1434
c1434:
	jset #1, c1435, c1435
c1435:
	jset #1, c1436, c1436
c1436:
	jset #1, c1437, c1437
c1437:
	jset #1, c1438, c1438
c1438:
	jset #1, c1439, c1439
c1439:
	jset #1, c1440, c1440
c1440:
	jset #1, c1441, c1441
c1441:
	jset #1, c1442, c1442
c1442:
	jset #1, c1443, c1443
c1443:
	jset #1, c1444, c1444
c1444:
	jset #1, c1445, c1445
c1445:
	jset #1, c1446, c1446
c1446:
	jset #1, c1447, c1447
c1447:
	jset #1, c1448, c1448
c1448:
	jset #1, c1449, c1449
c1449:
	jset #1, c1450, c1450
c1450:
	jset #1, c1451, c1451
c1451:
	jset #1, c1452, c1452
c1452:
	jset #1, c1453, c1453
c1453:
	jset #1, c1454, c1454
c1454:
	jset #1, c1455, c1455
c1455:
	jset #1, c1456, c1456
c1456:
	jset #1, c1457, c1457
c1457:
	jset #1, c1458, c1458
c1458:
	jset #1, c1459, c1459
c1459:
	jset #1, c1460, c1460
c1460:
	jset #1, c1461, c1461
c1461:
	jset #1, c1462, c1462
c1462:
	jset #1, c1463, c1463
c1463:
	jset #1, c1464, c1464
c1464:
	jset #1, c1465, c1465
c1465:
	jset #1, c1466, c1466
c1466:
	jset #1, c1467, c1467
c1467:
	jset #1, c1468, c1468
c1468:
	jset #1, c1469, c1469
c1469:
	jset #1, c1470, c1470
c1470:
	jset #1, c1471, c1471
c1471:
	jset #1, c1472, c1472
c1472:
	jset #1, c1473, c1473
c1473:
	jset #1, c1474, c1474
c1474:
	jset #1, c1475, c1475
c1475:
	jset #1, c1476, c1476
c1476:
	jset #1, c1477, c1477
c1477:
	jset #1, c1478, c1478
c1478:
	jset #1, c1479, c1479
c1479:
	jset #1, c1480, c1480
c1480:
	jset #1, c1481, c1481
c1481:
	jset #1, c1482, c1482
c1482:
	jset #1, c1483, c1483
c1483:
	jset #1, c1484, c1484
c1484:
	jset #1, c1485, c1485
c1485:
	jset #1, c1486, c1486
c1486:
	jset #1, c1487, c1487
c1487:
	jset #1, c1488, c1488
c1488:
	jset #1, c1489, c1489
c1489:
	jset #1, c1490, c1490
c1490:
	jset #1, c1491, c1491
c1491:
	jset #1, c1492, c1492
c1492:
	jset #1, c1493, c1493
c1493:
	jset #1, c1494, c1494
c1494:
	jset #1, c1495, c1495
c1495:
	jset #1, c1496, c1496
c1496:
	jset #1, c1497, c1497
c1497:
	jset #1, c1498, c1498
c1498:
	jset #1, c1499, c1499
c1499:
	jset #1, c1500, c1500
c1500:
	jset #1, c1501, c1501
c1501:
	jset #1, c1502, c1502
c1502:
	jset #1, c1503, c1503
c1503:
	jset #1, c1504, c1504
c1504:
	jset #1, c1505, c1505
c1505:
	jset #1, c1506, c1506
c1506:
	jset #1, c1507, c1507
c1507:
	jset #1, c1508, c1508
c1508:
	jset #1, c1509, c1509
c1509:
	jset #1, c1510, c1510
c1510:
	jset #1, c1511, c1511
c1511:
	jset #1, c1512, c1512
c1512:
	jset #1, c1513, c1513
c1513:
	jset #1, c1514, c1514
c1514:
	jset #1, c1515, c1515
c1515:
	jset #1, c1516, c1516
c1516:
	jset #1, c1517, c1517
c1517:
	jset #1, c1518, c1518
c1518:
	jset #1, c1519, c1519
c1519:
	jset #1, c1520, c1520
c1520:
	jset #1, c1521, c1521
c1521:
	jset #1, c1522, c1522
c1522:
	jset #1, c1523, c1523
c1523:
	jset #1, c1524, c1524
c1524:
	jset #1, c1525, c1525
c1525:
	jset #1, c1526, c1526
c1526:
	jset #1, c1527, c1527
c1527:
	jset #1, c1528, c1528
c1528:
	jset #1, c1529, c1529
c1529:
	jset #1, c1530, c1530
c1530:
	jset #1, c1531, c1531
c1531:
	jset #1, c1532, c1532
c1532:
	jset #1, c1533, c1533
c1533:
	jset #1, c1534, c1534
c1534:
	jset #1, c1535, c1535
c1535:
	jset #1, c1536, c1536
c1536:
	jset #1, c1537, c1537
c1537:
	jset #1, c1538, c1538
c1538:
	jset #1, c1539, c1539
c1539:
	jset #1, c1540, c1540
c1540:
	jset #1, c1541, c1541
c1541:
	jset #1, c1542, c1542
c1542:
	jset #1, c1543, c1543
c1543:
	jset #1, c1544, c1544
c1544:
	jset #1, c1545, c1545
c1545:
	jset #1, c1546, c1546
c1546:
	jset #1, c1547, c1547
c1547:
	jset #1, c1548, c1548
c1548:
	jset #1, c1549, c1549
c1549:
	jset #1, c1550, c1550
c1550:
	jset #1, c1551, c1551
c1551:
	jset #1, c1552, c1552
c1552:
	jset #1, c1553, c1553
c1553:
	jset #1, c1554, c1554
c1554:
	jset #1, c1555, c1555
c1555:
	jset #1, c1556, c1556
c1556:
	jset #1, c1557, c1557
c1557:
	jset #1, c1558, c1558
c1558:
	jset #1, c1559, c1559
c1559:
	jset #1, c1560, c1560
c1560:
	jset #1, c1561, c1561
c1561:
	jset #1, c1562, c1562
c1562:
	jset #1, c1563, c1563
c1563:
	jset #1, c1564, c1564
c1564:
	jset #1, c1565, c1565
c1565:
	jset #1, c1566, c1566
c1566:
	jset #1, c1567, c1567
c1567:
	jset #1, c1568, c1568
c1568:
	jset #1, c1569, c1569
c1569:
	jset #1, c1570, c1570
c1570:
	jset #1, c1571, c1571
c1571:
	jset #1, c1572, c1572
c1572:
	jset #1, c1573, c1573
c1573:
	jset #1, c1574, c1574
c1574:
	jset #1, c1575, c1575
c1575:
	jset #1, c1576, c1576
c1576:
	jset #1, c1577, c1577
c1577:
	jset #1, c1578, c1578
c1578:
	jset #1, c1579, c1579
c1579:
	jset #1, c1580, c1580
c1580:
	jset #1, c1581, c1581
c1581:
	jset #1, c1582, c1582
c1582:
	jset #1, c1583, c1583
c1583:
	jset #1, c1584, c1584
c1584:
	jset #1, c1585, c1585
c1585:
	jset #1, c1586, c1586
c1586:
	jset #1, c1587, c1587
c1587:
	jset #1, c1588, c1588
c1588:
	jset #1, c1589, c1589
c1589:
	jset #1, c1590, c1590
c1590:
	jset #1, c1591, c1591
c1591:
	jset #1, c1592, c1592
c1592:
	jset #1, c1593, c1593
c1593:
	jset #1, c1594, c1594
c1594:
	jset #1, c1595, c1595
c1595:
	jset #1, c1596, c1596
c1596:
	jset #1, c1597, c1597
c1597:
	jset #1, c1598, c1598
c1598:
	jset #1, c1599, c1599
c1599:
	jset #1, c1600, c1600
c1600:
	jset #1, c1601, c1601
c1601:
	jset #1, c1602, c1602
c1602:
	jset #1, c1603, c1603
c1603:
	jset #1, c1604, c1604
c1604:
	jset #1, c1605, c1605
c1605:
	jset #1, c1606, c1606
c1606:
	jset #1, c1607, c1607
c1607:
	jset #1, c1608, c1608
c1608:
	jset #1, c1609, c1609
c1609:
	jset #1, c1610, c1610
c1610:
	jset #1, c1611, c1611
c1611:
	jset #1, c1612, c1612
c1612:
	jset #1, c1613, c1613
c1613:
	jset #1, c1614, c1614
c1614:
	jset #1, c1615, c1615
c1615:
	jset #1, c1616, c1616
c1616:
	jset #1, c1617, c1617
c1617:
	jset #1, c1618, c1618
c1618:
	jset #1, c1619, c1619
c1619:
	jset #1, c1620, c1620
c1620:
	jset #1, c1621, c1621
c1621:
	jset #1, c1622, c1622
c1622:
	jset #1, c1623, c1623
c1623:
	jset #1, c1624, c1624
c1624:
	jset #1, c1625, c1625
c1625:
	jset #1, c1626, c1626
c1626:
	jset #1, c1627, c1627
c1627:
	jset #1, c1628, c1628
c1628:
	jset #1, c1629, c1629
c1629:
	jset #1, c1630, c1630
c1630:
	jset #1, c1631, c1631
c1631:
	jset #1, c1632, c1632
c1632:
	jset #1, c1633, c1633
c1633:
	jset #1, c1634, c1634
c1634:
	jset #1, c1635, c1635
c1635:
	jset #1, c1636, c1636
c1636:
	jset #1, c1637, c1637
c1637:
	jset #1, c1638, c1638
c1638:
	jset #1, c1639, c1639
c1639:
	jset #1, c1640, c1640
c1640:
	jset #1, c1641, c1641
c1641:
	jset #1, c1642, c1642
c1642:
	jset #1, c1643, c1643
c1643:
	jset #1, c1644, c1644
c1644:
	jset #1, c1645, c1645
c1645:
	jset #1, c1646, c1646
c1646:
	jset #1, c1647, c1647
c1647:
	jset #1, c1648, c1648
c1648:
	jset #1, c1649, c1649
c1649:
	jset #1, c1650, c1650
c1650:
	jset #1, c1651, c1651
c1651:
	jset #1, c1652, c1652
c1652:
	jset #1, c1653, c1653
c1653:
	jset #1, c1654, c1654
c1654:
	jset #1, c1655, c1655
c1655:
	jset #1, c1656, c1656
c1656:
	jset #1, c1657, c1657
c1657:
	jset #1, c1658, c1658
c1658:
	jset #1, c1659, c1659
c1659:
	jset #1, c1660, c1660
c1660:
	jset #1, c1661, c1661
c1661:
	jset #1, c1662, c1662
c1662:
	jset #1, c1663, c1663
c1663:
	jset #1, c1664, c1664
c1664:
	jset #1, c1665, c1665
c1665:
	jset #1, c1666, c1666
c1666:
	jset #1, c1667, c1667
c1667:
	jset #1, c1668, c1668
c1668:
	jset #1, c1669, c1669
c1669:
	jset #1, c1670, c1670
c1670:
	jset #1, c1671, c1671
c1671:
	jset #1, c1672, c1672
c1672:
	jset #1, c1673, c1673
c1673:
	jset #1, c1674, c1674
c1674:
	jset #1, c1675, c1675
c1675:
	jset #1, c1676, c1676
c1676:
	jset #1, c1677, c1677
c1677:
	jset #1, c1678, c1678
c1678:
	jset #1, c1679, c1679
c1679:
	jset #1, c1680, c1680
c1680:
	jset #1, c1681, c1681
c1681:
	jset #1, c1682, c1682
c1682:
	jset #1, c1683, c1683
c1683:
	jset #1, c1684, c1684
c1684:
	jset #1, c1685, c1685
c1685:
	jset #1, c1686, c1686
c1686:
	jset #1, c1687, c1687
c1687:
	jset #1, c1688, c1688
c1688:
	jset #1, c1689, c1689
c1689:
	jset #1, c1690, c1690
c1690:
	jset #1, c1691, c1691
c1691:
	jset #1, c1692, c1692
c1692:
	jset #1, c1693, c1693
c1693:
	jset #1, c1694, c1694
c1694:
	jset #1, c1695, c1695
c1695:
	jset #1, c1696, c1696
c1696:
	jset #1, c1697, c1697
c1697:
	jset #1, c1698, c1698
c1698:
	jset #1, c1699, c1699
c1699:
	jset #1, c1700, c1700
c1700:
	jset #1, c1701, c1701
c1701:
	jset #1, c1702, c1702
c1702:
	jset #1, c1703, c1703
c1703:
	jset #1, c1704, c1704
c1704:
	jset #1, c1705, c1705
c1705:
	jset #1, c1706, c1706
c1706:
	jset #1, c1707, c1707
c1707:
	jset #1, c1708, c1708
c1708:
	jset #1, c1709, c1709
c1709:
	jset #1, c1710, c1710
c1710:
	jset #1, c1711, c1711
c1711:
	jset #1, c1712, c1712
c1712:
	jset #1, c1713, c1713
c1713:
	jset #1, c1714, c1714
c1714:
	jset #1, c1715, c1715
c1715:
	jset #1, c1716, c1716
c1716:
	jset #1, c1717, c1717
c1717:
	jset #1, c1718, c1718
c1718:
	jset #1, c1719, c1719
c1719:
	jset #1, c1720, c1720
c1720:
	jset #1, c1721, c1721
c1721:
	jset #1, c1722, c1722
c1722:
	jset #1, c1723, c1723
c1723:
	jset #1, c1724, c1724
c1724:
	jset #1, c1725, c1725
c1725:
	jset #1, c1726, c1726
c1726:
	jset #1, c1727, c1727
c1727:
	jset #1, c1728, c1728
c1728:
	jset #1, c1729, c1729
c1729:
	jset #1, c1730, c1730
c1730:
	jset #1, c1731, c1731
c1731:
	jset #1, c1732, c1732
c1732:
	jset #1, c1733, c1733
c1733:
	jset #1, c1734, c1734
c1734:
	jset #1, c1735, c1735
c1735:
	jset #1, c1736, c1736
c1736:
	jset #1, c1737, c1737
c1737:
	jset #1, c1738, c1738
c1738:
	jset #1, c1739, c1739
c1739:
	jset #1, c1740, c1740
c1740:
	jset #1, c1741, c1741
c1741:
	jset #1, c1742, c1742
c1742:
	jset #1, c1743, c1743
c1743:
	jset #1, c1744, c1744
c1744:
	jset #1, c1745, c1745
c1745:
	jset #1, c1746, c1746
c1746:
	jset #1, c1747, c1747
c1747:
	jset #1, c1748, c1748
c1748:
	jset #1, c1749, c1749
c1749:
	jset #1, c1750, c1750
c1750:
	jset #1, c1751, c1751
c1751:
	jset #1, c1752, c1752
c1752:
	jset #1, c1753, c1753
c1753:
	jset #1, c1754, c1754
c1754:
	jset #1, c1755, c1755
c1755:
	jset #1, c1756, c1756
c1756:
	jset #1, c1757, c1757
c1757:
	jset #1, c1758, c1758
c1758:
	jset #1, c1759, c1759
c1759:
	jset #1, c1760, c1760
c1760:
	jset #1, c1761, c1761
c1761:
	jset #1, c1762, c1762
c1762:
	jset #1, c1763, c1763
c1763:
	jset #1, c1764, c1764
c1764:
	jset #1, c1765, c1765
c1765:
	jset #1, c1766, c1766
c1766:
	jset #1, c1767, c1767
c1767:
	jset #1, c1768, c1768
c1768:
	jset #1, c1769, c1769
c1769:
	jset #1, c1770, c1770
c1770:
	jset #1, c1771, c1771
c1771:
	jset #1, c1772, c1772
c1772:
	jset #1, c1773, c1773
c1773:
	jset #1, c1774, c1774
c1774:
	jset #1, c1775, c1775
c1775:
	jset #1, c1776, c1776
c1776:
	jset #1, c1777, c1777
c1777:
	jset #1, c1778, c1778
c1778:
	jset #1, c1779, c1779
c1779:
	jset #1, c1780, c1780
c1780:
	jset #1, c1781, c1781
c1781:
	jset #1, c1782, c1782
c1782:
	jset #1, c1783, c1783
c1783:
	jset #1, c1784, c1784
c1784:
	jset #1, c1785, c1785
c1785:
	jset #1, c1786, c1786
c1786:
	jset #1, c1787, c1787
c1787:
	jset #1, c1788, c1788
c1788:
	jset #1, c1789, c1789
c1789:
	jset #1, c1790, c1790
c1790:
	jset #1, c1791, c1791
c1791:
	jset #1, c1792, c1792
c1792:
	jset #1, c1793, c1793
c1793:
	jset #1, c1794, c1794
c1794:
	jset #1, c1795, c1795
c1795:
	jset #1, c1796, c1796
c1796:
	jset #1, c1797, c1797
c1797:
	jset #1, c1798, c1798
c1798:
	jset #1, c1799, c1799
c1799:
	jset #1, c1800, c1800
c1800:
	jset #1, c1801, c1801
c1801:
	jset #1, c1802, c1802
c1802:
	jset #1, c1803, c1803
c1803:
	jset #1, c1804, c1804
c1804:
	jset #1, c1805, c1805
c1805:
	jset #1, c1806, c1806
c1806:
	jset #1, c1807, c1807
c1807:
	jset #1, c1808, c1808
c1808:
	jset #1, c1809, c1809
c1809:
	jset #1, c1810, c1810
c1810:
	jset #1, c1811, c1811
c1811:
	jset #1, c1812, c1812
c1812:
	jset #1, c1813, c1813
c1813:
	jset #1, c1814, c1814
c1814:
	jset #1, c1815, c1815
c1815:
	jset #1, c1816, c1816
c1816:
	jset #1, c1817, c1817
c1817:
	jset #1, c1818, c1818
c1818:
	jset #1, c1819, c1819
c1819:
	jset #1, c1820, c1820
c1820:
	jset #1, c1821, c1821
c1821:
	jset #1, c1822, c1822
c1822:
	jset #1, c1823, c1823
c1823:
	jset #1, c1824, c1824
c1824:
	jset #1, c1825, c1825
c1825:
	jset #1, c1826, c1826
c1826:
	jset #1, c1827, c1827
c1827:
	jset #1, c1828, c1828
c1828:
	jset #1, c1829, c1829
c1829:
	jset #1, c1830, c1830
c1830:
	jset #1, c1831, c1831
c1831:
	jset #1, c1832, c1832
c1832:
	jset #1, c1833, c1833
c1833:
	jset #1, c1834, c1834
c1834:
	jset #1, c1835, c1835
c1835:
	jset #1, c1836, c1836
c1836:
	jset #1, c1837, c1837
c1837:
	jset #1, c1838, c1838
c1838:
	jset #1, c1839, c1839
c1839:
	jset #1, c1840, c1840
c1840:
	jset #1, c1841, c1841
c1841:
	jset #1, c1842, c1842
c1842:
	jset #1, c1843, c1843
c1843:
	jset #1, c1844, c1844
c1844:
	jset #1, c1845, c1845
c1845:
	jset #1, c1846, c1846
c1846:
	jset #1, c1847, c1847
c1847:
	jset #1, c1848, c1848
c1848:
	jset #1, c1849, c1849
c1849:
	jset #1, c1850, c1850
c1850:
	jset #1, c1851, c1851
c1851:
	jset #1, c1852, c1852
c1852:
	jset #1, c1853, c1853
c1853:
	jset #1, c1854, c1854
c1854:
	jset #1, c1855, c1855
c1855:
	jset #1, c1856, c1856
c1856:
	jset #1, c1857, c1857
c1857:
	jset #1, c1858, c1858
c1858:
	jset #1, c1859, c1859
c1859:
	jset #1, c1860, c1860
c1860:
	jset #1, c1861, c1861
c1861:
	jset #1, c1862, c1862
c1862:
	jset #1, c1863, c1863
c1863:
	jset #1, c1864, c1864
c1864:
	jset #1, c1865, c1865
c1865:
	jset #1, c1866, c1866
c1866:
	jset #1, c1867, c1867
c1867:
	jset #1, c1868, c1868
c1868:
	jset #1, c1869, c1869
c1869:
	jset #1, c1870, c1870
c1870:
	jset #1, c1871, c1871
c1871:
	jset #1, c1872, c1872
c1872:
	jset #1, c1873, c1873
c1873:
	jset #1, c1874, c1874
c1874:
	jset #1, c1875, c1875
c1875:
	jset #1, c1876, c1876
c1876:
	jset #1, c1877, c1877
c1877:
	jset #1, c1878, c1878
c1878:
	jset #1, c1879, c1879
c1879:
	jset #1, c1880, c1880
c1880:
	jset #1, c1881, c1881
c1881:
	jset #1, c1882, c1882
c1882:
	jset #1, c1883, c1883
c1883:
	jset #1, c1884, c1884
c1884:
	jset #1, c1885, c1885
c1885:
	jset #1, c1886, c1886
c1886:
	jset #1, c1887, c1887
c1887:
	jset #1, c1888, c1888
c1888:
	jset #1, c1889, c1889
c1889:
	jset #1, c1890, c1890
c1890:
	jset #1, c1891, c1891
c1891:
	jset #1, c1892, c1892
c1892:
	jset #1, c1893, c1893
c1893:
	jset #1, c1894, c1894
c1894:
	jset #1, c1895, c1895
c1895:
	jset #1, c1896, c1896
c1896:
	jset #1, c1897, c1897
c1897:
	jset #1, c1898, c1898
c1898:
	jset #1, c1899, c1899
c1899:
	jset #1, c1900, c1900
c1900:
	jset #1, c1901, c1901
c1901:
	jset #1, c1902, c1902
c1902:
	jset #1, c1903, c1903
c1903:
	jset #1, c1904, c1904
c1904:
	jset #1, c1905, c1905
c1905:
	jset #1, c1906, c1906
c1906:
	jset #1, c1907, c1907
c1907:
	jset #1, c1908, c1908
c1908:
	jset #1, c1909, c1909
c1909:
	jset #1, c1910, c1910
c1910:
	jset #1, c1911, c1911
c1911:
	jset #1, c1912, c1912
c1912:
	jset #1, c1913, c1913
c1913:
	jset #1, c1914, c1914
c1914:
	jset #1, c1915, c1915
c1915:
	jset #1, c1916, c1916
c1916:
	jset #1, c1917, c1917
c1917:
	jset #1, c1918, c1918
c1918:
	jset #1, c1919, c1919
c1919:
	jset #1, c1920, c1920
c1920:
	jset #1, c1921, c1921
c1921:
	jset #1, c1922, c1922
c1922:
	jset #1, c1923, c1923
c1923:
	jset #1, c1924, c1924
c1924:
	jset #1, c1925, c1925
c1925:
	jset #1, c1926, c1926
c1926:
	jset #1, c1927, c1927
c1927:
	jset #1, c1928, c1928
c1928:
	jset #1, c1929, c1929
c1929:
	jset #1, c1930, c1930
c1930:
	jset #1, c1931, c1931
c1931:
	jset #1, c1932, c1932
c1932:
	jset #1, c1933, c1933
c1933:
	jset #1, c1934, c1934
c1934:
	jset #1, c1935, c1935
c1935:
	jset #1, c1936, c1936
c1936:
	jset #1, c1937, c1937
c1937:
	jset #1, c1938, c1938
c1938:
	jset #1, c1939, c1939
c1939:
	jset #1, c1940, c1940
c1940:
	jset #1, c1941, c1941
c1941:
	jset #1, c1942, c1942
c1942:
	jset #1, c1943, c1943
c1943:
	jset #1, c1944, c1944
c1944:
	jset #1, c1945, c1945
c1945:
	jset #1, c1946, c1946
c1946:
	jset #1, c1947, c1947
c1947:
	jset #1, c1948, c1948
c1948:
	jset #1, c1949, c1949
c1949:
	jset #1, c1950, c1950
c1950:
	jset #1, c1951, c1951
c1951:
	jset #1, c1952, c1952
c1952:
	jset #1, c1953, c1953
c1953:
	jset #1, c1954, c1954
c1954:
	jset #1, c1955, c1955
c1955:
	jset #1, c1956, c1956
c1956:
	jset #1, c1957, c1957
c1957:
	jset #1, c1958, c1958
c1958:
	jset #1, c1959, c1959
c1959:
	jset #1, c1960, c1960
c1960:
	jset #1, c1961, c1961
c1961:
	jset #1, c1962, c1962
c1962:
	jset #1, c1963, c1963
c1963:
	jset #1, c1964, c1964
c1964:
	jset #1, c1965, c1965
c1965:
	jset #1, c1966, c1966
c1966:
	jset #1, c1967, c1967
c1967:
	jset #1, c1968, c1968
c1968:
	jset #1, c1969, c1969
c1969:
	jset #1, c1970, c1970
c1970:
	jset #1, c1971, c1971
c1971:
	jset #1, c1972, c1972
c1972:
	jset #1, c1973, c1973
c1973:
	jset #1, c1974, c1974
c1974:
	jset #1, c1975, c1975
c1975:
	jset #1, c1976, c1976
c1976:
	jset #1, c1977, c1977
c1977:
	jset #1, c1978, c1978
c1978:
	jset #1, c1979, c1979
c1979:
	jset #1, c1980, c1980
c1980:
	jset #1, c1981, c1981
c1981:
	jset #1, c1982, c1982
c1982:
	jset #1, c1983, c1983
c1983:
	jset #1, c1984, c1984
c1984:
	jset #1, c1985, c1985
c1985:
	jset #1, c1986, c1986
c1986:
	jset #1, c1987, c1987
c1987:
	jset #1, c1988, c1988
c1988:
	jset #1, c1989, c1989
c1989:
	jset #1, c1990, c1990
c1990:
	jset #1, c1991, c1991
c1991:
	jset #1, c1992, c1992
c1992:
	jset #1, c1993, c1993
c1993:
	jset #1, c1994, c1994
c1994:
	jset #1, c1995, c1995
c1995:
	jset #1, c1996, c1996
c1996:
	jset #1, c1997, c1997
c1997:
	jset #1, c1998, c1998
c1998:
	jset #1, c1999, c1999
c1999:
	jset #1, c2000, c2000
c2000:
	jset #1, c2001, c2001
c2001:
	jset #1, c2002, c2002
c2002:
	jset #1, c2003, c2003
c2003:
	jset #1, c2004, c2004
c2004:
	jset #1, c2005, c2005
c2005:
	jset #1, c2006, c2006
c2006:
	jset #1, c2007, c2007
c2007:
	jset #1, c2008, c2008
c2008:
	jset #1, c2009, c2009
c2009:
	jset #1, c2010, c2010
c2010:
	jset #1, c2011, c2011
c2011:
	jset #1, c2012, c2012
c2012:
	jset #1, c2013, c2013
c2013:
	jset #1, c2014, c2014
c2014:
	jset #1, c2015, c2015
c2015:
	jset #1, c2016, c2016
c2016:
	jset #1, c2017, c2017
c2017:
	jset #1, c2018, c2018
c2018:
	jset #1, c2019, c2019
c2019:
	jset #1, c2020, c2020
c2020:
	jset #1, c2021, c2021
c2021:
	jset #1, c2022, c2022
c2022:
	jset #1, c2023, c2023
c2023:
	jset #1, c2024, c2024
c2024:
	jset #1, c2025, c2025
c2025:
	jset #1, c2026, c2026
c2026:
	jset #1, c2027, c2027
c2027:
	jset #1, c2028, c2028
c2028:
	jset #1, c2029, c2029
c2029:
	jset #1, c2030, c2030
c2030:
	jset #1, c2031, c2031
c2031:
	jset #1, c2032, c2032
c2032:
	jset #1, c2033, c2033
c2033:
	jset #1, c2034, c2034
c2034:
	jset #1, c2035, c2035
c2035:
	jset #1, c2036, c2036
c2036:
	jset #1, c2037, c2037
c2037:
	jset #1, c2038, c2038
c2038:
	jset #1, c2039, c2039
c2039:
	jset #1, c2040, c2040
c2040:
	jset #1, c2041, c2041
c2041:
	jset #1, c2042, c2042
c2042:
	jset #1, c2043, c2043
c2043:
	jset #1, c2044, c2044
c2044:
	jset #1, c2045, c2045
c2045:
	jset #1, c2046, c2046
c2046:
	jset #1, c2047, c2047
c2047:
	jset #1, c2048, c2048
c2048:
	jset #1, c2049, c2049
c2049:
	jset #1, c2050, c2050
c2050:
	jset #1, c2051, c2051
c2051:
	jset #1, c2052, c2052
c2052:
	jset #1, c2053, c2053
c2053:
	jset #1, c2054, c2054
c2054:
	jset #1, c2055, c2055
c2055:
	jset #1, c2056, c2056
c2056:
	jset #1, c2057, c2057
c2057:
	jset #1, c2058, c2058
c2058:
	jset #1, c2059, c2059
c2059:
	jset #1, c2060, c2060
c2060:
	jset #1, c2061, c2061
c2061:
	jset #1, c2062, c2062
c2062:
	jset #1, c2063, c2063
c2063:
	jset #1, c2064, c2064
c2064:
	jset #1, c2065, c2065
c2065:
	jset #1, c2066, c2066
c2066:
	jset #1, c2067, c2067
c2067:
	jset #1, c2068, c2068
c2068:
	jset #1, c2069, c2069
c2069:
	jset #1, c2070, c2070
c2070:
	jset #1, c2071, c2071
c2071:
	jset #1, c2072, c2072
c2072:
	jset #1, c2073, c2073
c2073:
	jset #1, c2074, c2074
c2074:
	jset #1, c2075, c2075
c2075:
	jset #1, c2076, c2076
c2076:
	jset #1, c2077, c2077
c2077:
	jset #1, c2078, c2078
c2078:
	jset #1, c2079, c2079
c2079:
	jset #1, c2080, c2080
c2080:
	jset #1, c2081, c2081
c2081:
	jset #1, c2082, c2082
c2082:
	jset #1, c2083, c2083
c2083:
	jset #1, c2084, c2084
c2084:
	jset #1, c2085, c2085
c2085:
	jset #1, c2086, c2086
c2086:
	jset #1, c2087, c2087
c2087:
	jset #1, c2088, c2088
c2088:
	jset #1, c2089, c2089
c2089:
	jset #1, c2090, c2090
c2090:
	jset #1, c2091, c2091
c2091:
	jset #1, c2092, c2092
c2092:
	jset #1, c2093, c2093
c2093:
	jset #1, c2094, c2094
c2094:
	jset #1, c2095, c2095
c2095:
	jset #1, c2096, c2096
c2096:
	jset #1, c2097, c2097
c2097:
	jset #1, c2098, c2098
c2098:
	jset #1, c2099, c2099
c2099:
	jset #1, c2100, c2100
c2100:
	jset #1, c2101, c2101
c2101:
	jset #1, c2102, c2102
c2102:
	jset #1, c2103, c2103
c2103:
	jset #1, c2104, c2104
c2104:
	jset #1, c2105, c2105
c2105:
	jset #1, c2106, c2106
c2106:
	jset #1, c2107, c2107
c2107:
	jset #1, c2108, c2108
c2108:
	jset #1, c2109, c2109
c2109:
	jset #1, c2110, c2110
c2110:
	jset #1, c2111, c2111
c2111:
	jset #1, c2112, c2112
c2112:
	jset #1, c2113, c2113
c2113:
	jset #1, c2114, c2114
c2114:
	jset #1, c2115, c2115
c2115:
	jset #1, c2116, c2116
c2116:
	jset #1, c2117, c2117
c2117:
	jset #1, c2118, c2118
c2118:
	jset #1, c2119, c2119
c2119:
	jset #1, c2120, c2120
c2120:
	jset #1, c2121, c2121
c2121:
	jset #1, c2122, c2122
c2122:
	jset #1, c2123, c2123
c2123:
	jset #1, c2124, c2124
c2124:
	jset #1, c2125, c2125
c2125:
	jset #1, c2126, c2126
c2126:
	jset #1, c2127, c2127
c2127:
	jset #1, c2128, c2128
c2128:
	jset #1, c2129, c2129
c2129:
	jset #1, c2130, c2130
c2130:
	jset #1, c2131, c2131
c2131:
	jset #1, c2132, c2132
c2132:
	jset #1, c2133, c2133
c2133:
	jset #1, c2134, c2134
c2134:
	jset #1, c2135, c2135
c2135:
	jset #1, c2136, c2136
c2136:
	jset #1, c2137, c2137
c2137:
	jset #1, c2138, c2138
c2138:
	jset #1, c2139, c2139
c2139:
	jset #1, c2140, c2140
c2140:
	jset #1, c2141, c2141
c2141:
	jset #1, c2142, c2142
c2142:
	jset #1, c2143, c2143
c2143:
	jset #1, c2144, c2144
c2144:
	jset #1, c2145, c2145
c2145:
	jset #1, c2146, c2146
c2146:
	jset #1, c2147, c2147
c2147:
	jset #1, c2148, c2148
c2148:
	jset #1, c2149, c2149
c2149:
	jset #1, c2150, c2150
c2150:
	jset #1, c2151, c2151
c2151:
	jset #1, c2152, c2152
c2152:
	jset #1, c2153, c2153
c2153:
	jset #1, c2154, c2154
c2154:
	jset #1, c2155, c2155
c2155:
	jset #1, c2156, c2156
c2156:
	jset #1, c2157, c2157
c2157:
	jset #1, c2158, c2158
c2158:
	jset #1, c2159, c2159
c2159:
	jset #1, c2160, c2160
c2160:
	jset #1, c2161, c2161
c2161:
	jset #1, c2162, c2162
c2162:
	jset #1, c2163, c2163
c2163:
	jset #1, c2164, c2164
c2164:
	jset #1, c2165, c2165
c2165:
	jset #1, c2166, c2166
c2166:
	jset #1, c2167, c2167
c2167:
	jset #1, c2168, c2168
c2168:
	jset #1, c2169, c2169
c2169:
	jset #1, c2170, c2170
c2170:
	jset #1, c2171, c2171
c2171:
	jset #1, c2172, c2172
c2172:
	jset #1, c2173, c2173
c2173:
	jset #1, c2174, c2174
c2174:
	jset #1, c2175, c2175
c2175:
	jset #1, c2176, c2176
c2176:
	jset #1, c2177, c2177
c2177:
	jset #1, c2178, c2178
c2178:
	jset #1, c2179, c2179
c2179:
	jset #1, c2180, c2180
c2180:
	jset #1, c2181, c2181
c2181:
	jset #1, c2182, c2182
c2182:
	jset #1, c2183, c2183
c2183:
	jset #1, c2184, c2184
c2184:
	jset #1, c2185, c2185
c2185:
	jset #1, c2186, c2186
c2186:
	jset #1, c2187, c2187
c2187:
	jset #1, c2188, c2188
c2188:
	jset #1, c2189, c2189
c2189:
	jset #1, c2190, c2190
c2190:
	jset #1, c2191, c2191
c2191:
	jset #1, c2192, c2192
c2192:
	jset #1, c2193, c2193
c2193:
	jset #1, c2194, c2194
c2194:
	jset #1, c2195, c2195
c2195:
	jset #1, c2196, c2196
c2196:
	jset #1, c2197, c2197
c2197:
	jset #1, c2198, c2198
c2198:
	jset #1, c2199, c2199
c2199:
	jset #1, c2200, c2200
c2200:
	jset #1, c2201, c2201
c2201:
	jset #1, c2202, c2202
c2202:
	jset #1, c2203, c2203
c2203:
	jset #1, c2204, c2204
c2204:
	jset #1, c2205, c2205
c2205:
	jset #1, c2206, c2206
c2206:
	jset #1, c2207, c2207
c2207:
	jset #1, c2208, c2208
c2208:
	jset #1, c2209, c2209
c2209:
	jset #1, c2210, c2210
c2210:
	jset #1, c2211, c2211
c2211:
	jset #1, c2212, c2212
c2212:
	jset #1, c2213, c2213
c2213:
	jset #1, c2214, c2214
c2214:
	jset #1, c2215, c2215
c2215:
	jset #1, c2216, c2216
c2216:
	jset #1, c2217, c2217
c2217:
	jset #1, c2218, c2218
c2218:
	jset #1, c2219, c2219
c2219:
	jset #1, c2220, c2220
c2220:
	jset #1, c2221, c2221
c2221:
	jset #1, c2222, c2222
c2222:
	jset #1, c2223, c2223
c2223:
	jset #1, c2224, c2224
c2224:
	jset #1, c2225, c2225
c2225:
	jset #1, c2226, c2226
c2226:
	jset #1, c2227, c2227
c2227:
	jset #1, c2228, c2228
c2228:
	jset #1, c2229, c2229
c2229:
	jset #1, c2230, c2230
c2230:
	jset #1, c2231, c2231
c2231:
	jset #1, c2232, c2232
c2232:
	jset #1, c2233, c2233
c2233:
	jset #1, c2234, c2234
c2234:
	jset #1, c2235, c2235
c2235:
	jset #1, c2236, c2236
c2236:
	jset #1, c2237, c2237
c2237:
	jset #1, c2238, c2238
c2238:
	jset #1, c2239, c2239
c2239:
	jset #1, c2240, c2240
c2240:
	jset #1, c2241, c2241
c2241:
	jset #1, c2242, c2242
c2242:
	jset #1, c2243, c2243
c2243:
	jset #1, c2244, c2244
c2244:
	jset #1, c2245, c2245
c2245:
	jset #1, c2246, c2246
c2246:
	jset #1, c2247, c2247
c2247:
	jset #1, c2248, c2248
c2248:
	jset #1, c2249, c2249
c2249:
	jset #1, c2250, c2250
c2250:
	jset #1, c2251, c2251
c2251:
	jset #1, c2252, c2252
c2252:
	jset #1, c2253, c2253
c2253:
	jset #1, c2254, c2254
c2254:
	jset #1, c2255, c2255
c2255:
	jset #1, c2256, c2256
c2256:
	jset #1, c2257, c2257
c2257:
	jset #1, c2258, c2258
c2258:
	jset #1, c2259, c2259
c2259:
	jset #1, c2260, c2260
c2260:
	jset #1, c2261, c2261
c2261:
	jset #1, c2262, c2262
c2262:
	jset #1, c2263, c2263
c2263:
	jset #1, c2264, c2264
c2264:
	jset #1, c2265, c2265
c2265:
	jset #1, c2266, c2266
c2266:
	jset #1, c2267, c2267
c2267:
	jset #1, c2268, c2268
c2268:
	jset #1, c2269, c2269
c2269:
	jset #1, c2270, c2270
c2270:
	jset #1, c2271, c2271
c2271:
	jset #1, c2272, c2272
c2272:
	jset #1, c2273, c2273
c2273:
	jset #1, c2274, c2274
c2274:
	jset #1, c2275, c2275
c2275:
	jset #1, c2276, c2276
c2276:
	jset #1, c2277, c2277
c2277:
	jset #1, c2278, c2278
c2278:
	jset #1, c2279, c2279
c2279:
	jset #1, c2280, c2280
c2280:
	jset #1, c2281, c2281
c2281:
	jset #1, c2282, c2282
c2282:
	jset #1, c2283, c2283
c2283:
	jset #1, c2284, c2284
c2284:
	jset #1, c2285, c2285
c2285:
	jset #1, c2286, c2286
c2286:
	jset #1, c2287, c2287
c2287:
	jset #1, c2288, c2288
c2288:
	jset #1, c2289, c2289
c2289:
	jset #1, c2290, c2290
c2290:
	jset #1, c2291, c2291
c2291:
	jset #1, c2292, c2292
c2292:
	jset #1, c2293, c2293
c2293:
	jset #1, c2294, c2294
c2294:
	jset #1, c2295, c2295
c2295:
	jset #1, c2296, c2296
c2296:
	jset #1, c2297, c2297
c2297:
	jset #1, c2298, c2298
c2298:
	jset #1, c2299, c2299
c2299:
	jset #1, c2300, c2300
c2300:
	jset #1, c2301, c2301
c2301:
	jset #1, c2302, c2302
c2302:
	jset #1, c2303, c2303
c2303:
	jset #1, c2304, c2304
c2304:
	jset #1, c2305, c2305
c2305:
	jset #1, c2306, c2306
c2306:
	jset #1, c2307, c2307
c2307:
	jset #1, c2308, c2308
c2308:
	jset #1, c2309, c2309
c2309:
	jset #1, c2310, c2310
c2310:
	jset #1, c2311, c2311
c2311:
	jset #1, c2312, c2312
c2312:
	jset #1, c2313, c2313
c2313:
	jset #1, c2314, c2314
c2314:
	jset #1, c2315, c2315
c2315:
	jset #1, c2316, c2316
c2316:
	jset #1, c2317, c2317
c2317:
	jset #1, c2318, c2318
c2318:
	jset #1, c2319, c2319
c2319:
	jset #1, c2320, c2320
c2320:
	jset #1, c2321, c2321
c2321:
	jset #1, c2322, c2322
c2322:
	jset #1, c2323, c2323
c2323:
	jset #1, c2324, c2324
c2324:
	jset #1, c2325, c2325
c2325:
	jset #1, c2326, c2326
c2326:
	jset #1, c2327, c2327
c2327:
	jset #1, c2328, c2328
c2328:
	jset #1, c2329, c2329
c2329:
	jset #1, c2330, c2330
c2330:
	jset #1, c2331, c2331
c2331:
	jset #1, c2332, c2332
c2332:
	jset #1, c2333, c2333
c2333:
	jset #1, c2334, c2334
c2334:
	jset #1, c2335, c2335
c2335:
	jset #1, c2336, c2336
c2336:
	jset #1, c2337, c2337
c2337:
	jset #1, c2338, c2338
c2338:
	jset #1, c2339, c2339
c2339:
	jset #1, c2340, c2340
c2340:
	jset #1, c2341, c2341
c2341:
	jset #1, c2342, c2342
c2342:
	jset #1, c2343, c2343
c2343:
	jset #1, c2344, c2344
c2344:
	jset #1, c2345, c2345
c2345:
	jset #1, c2346, c2346
c2346:
	jset #1, c2347, c2347
c2347:
	jset #1, c2348, c2348
c2348:
	jset #1, c2349, c2349
c2349:
	jset #1, c2350, c2350
c2350:
	jset #1, c2351, c2351
c2351:
	jset #1, c2352, c2352
c2352:
	jset #1, c2353, c2353
c2353:
	jset #1, c2354, c2354
c2354:
	jset #1, c2355, c2355
c2355:
	jset #1, c2356, c2356
c2356:
	jset #1, c2357, c2357
c2357:
	jset #1, c2358, c2358
c2358:
	jset #1, c2359, c2359
c2359:
	jset #1, c2360, c2360
c2360:
	jset #1, c2361, c2361
c2361:
	jset #1, c2362, c2362
c2362:
	jset #1, c2363, c2363
c2363:
	jset #1, c2364, c2364
c2364:
	jset #1, c2365, c2365
c2365:
	jset #1, c2366, c2366
c2366:
	jset #1, c2367, c2367
c2367:
	jset #1, c2368, c2368
c2368:
	jset #1, c2369, c2369
c2369:
	jset #1, c2370, c2370
c2370:
	jset #1, c2371, c2371
c2371:
	jset #1, c2372, c2372
c2372:
	jset #1, c2373, c2373
c2373:
	jset #1, c2374, c2374
c2374:
	jset #1, c2375, c2375
c2375:
	jset #1, c2376, c2376
c2376:
	jset #1, c2377, c2377
c2377:
	jset #1, c2378, c2378
c2378:
	jset #1, c2379, c2379
c2379:
	jset #1, c2380, c2380
c2380:
	jset #1, c2381, c2381
c2381:
	jset #1, c2382, c2382
c2382:
	jset #1, c2383, c2383
c2383:
	jset #1, c2384, c2384
c2384:
	jset #1, c2385, c2385
c2385:
	jset #1, c2386, c2386
c2386:
	jset #1, c2387, c2387
c2387:
	jset #1, c2388, c2388
c2388:
	jset #1, c2389, c2389
c2389:
	jset #1, c2390, c2390
c2390:
	jset #1, c2391, c2391
c2391:
	jset #1, c2392, c2392
c2392:
	jset #1, c2393, c2393
c2393:
	jset #1, c2394, c2394
c2394:
	jset #1, c2395, c2395
c2395:
	jset #1, c2396, c2396
c2396:
	jset #1, c2397, c2397
c2397:
	jset #1, c2398, c2398
c2398:
	jset #1, c2399, c2399
c2399:
	jset #1, c2400, c2400
c2400:
	jset #1, c2401, c2401
c2401:
	jset #1, c2402, c2402
c2402:
	jset #1, c2403, c2403
c2403:
	jset #1, c2404, c2404
c2404:
	jset #1, c2405, c2405
c2405:
	jset #1, c2406, c2406
c2406:
	jset #1, c2407, c2407
c2407:
	jset #1, c2408, c2408
c2408:
	jset #1, c2409, c2409
c2409:
	jset #1, c2410, c2410
c2410:
	jset #1, c2411, c2411
c2411:
	jset #1, c2412, c2412
c2412:
	jset #1, c2413, c2413
c2413:
	jset #1, c2414, c2414
c2414:
	jset #1, c2415, c2415
c2415:
	jset #1, c2416, c2416
c2416:
	jset #1, c2417, c2417
c2417:
	jset #1, c2418, c2418
c2418:
	jset #1, c2419, c2419
c2419:
	jset #1, c2420, c2420
c2420:
	jset #1, c2421, c2421
c2421:
	jset #1, c2422, c2422
c2422:
	jset #1, c2423, c2423
c2423:
	jset #1, c2424, c2424
c2424:
	jset #1, c2425, c2425
c2425:
	jset #1, c2426, c2426
c2426:
	jset #1, c2427, c2427
c2427:
	jset #1, c2428, c2428
c2428:
	jset #1, c2429, c2429
c2429:
	jset #1, c2430, c2430
c2430:
	jset #1, c2431, c2431
c2431:
	jset #1, c2432, c2432
c2432:
	jset #1, c2433, c2433
c2433:
	jset #1, c2434, c2434
c2434:
	jset #1, c2435, c2435
c2435:
	jset #1, c2436, c2436
c2436:
	jset #1, c2437, c2437
c2437:
	jset #1, c2438, c2438
c2438:
	jset #1, c2439, c2439
c2439:
	jset #1, c2440, c2440
c2440:
	jset #1, c2441, c2441
c2441:
	jset #1, c2442, c2442
c2442:
	jset #1, c2443, c2443
c2443:
	jset #1, c2444, c2444
c2444:
	jset #1, c2445, c2445
c2445:
	jset #1, c2446, c2446
c2446:
	jset #1, c2447, c2447
c2447:
	jset #1, c2448, c2448
c2448:
	jset #1, c2449, c2449
c2449:
	jset #1, c2450, c2450
c2450:
	jset #1, c2451, c2451
c2451:
	jset #1, c2452, c2452
c2452:
	jset #1, c2453, c2453
c2453:
	jset #1, c2454, c2454
c2454:
	jset #1, c2455, c2455
c2455:
	jset #1, c2456, c2456
c2456:
	jset #1, c2457, c2457
c2457:
	jset #1, c2458, c2458
c2458:
	jset #1, c2459, c2459
c2459:
	jset #1, c2460, c2460
c2460:
	jset #1, c2461, c2461
c2461:
	jset #1, c2462, c2462
c2462:
	jset #1, c2463, c2463
c2463:
	jset #1, c2464, c2464
c2464:
	jset #1, c2465, c2465
c2465:
	jset #1, c2466, c2466
c2466:
	jset #1, c2467, c2467
c2467:
	jset #1, c2468, c2468
c2468:
	jset #1, c2469, c2469
c2469:
	jset #1, c2470, c2470
c2470:
	jset #1, c2471, c2471
c2471:
	jset #1, c2472, c2472
c2472:
	jset #1, c2473, c2473
c2473:
	jset #1, c2474, c2474
c2474:
	jset #1, c2475, c2475
c2475:
	jset #1, c2476, c2476
c2476:
	jset #1, c2477, c2477
c2477:
	jset #1, c2478, c2478
c2478:
	jset #1, c2479, c2479
c2479:
	jset #1, c2480, c2480
c2480:
	jset #1, c2481, c2481
c2481:
	jset #1, c2482, c2482
c2482:
	jset #1, c2483, c2483
c2483:
	jset #1, c2484, c2484
c2484:
	jset #1, c2485, c2485
c2485:
	jset #1, c2486, c2486
c2486:
	jset #1, c2487, c2487
c2487:
	jset #1, c2488, c2488
c2488:
	jset #1, c2489, c2489
c2489:
	jset #1, c2490, c2490
c2490:
	jset #1, c2491, c2491
c2491:
	jset #1, c2492, c2492
c2492:
	jset #1, c2493, c2493
c2493:
	jset #1, c2494, c2494
c2494:
	jset #1, c2495, c2495
c2495:
	jset #1, c2496, c2496
c2496:
	jset #1, c2497, c2497
c2497:
	jset #1, c2498, c2498
c2498:
	jset #1, c2499, c2499
c2499:
	jset #1, c2500, c2500
c2500:
	jset #1, c2501, c2501
c2501:
	jset #1, c2502, c2502
c2502:
	jset #1, c2503, c2503
c2503:
	jset #1, c2504, c2504
c2504:
	jset #1, c2505, c2505
c2505:
	jset #1, c2506, c2506
c2506:
	jset #1, c2507, c2507
c2507:
	jset #1, c2508, c2508
c2508:
	jset #1, c2509, c2509
c2509:
	jset #1, c2510, c2510
c2510:
	jset #1, c2511, c2511
c2511:
	jset #1, c2512, c2512
c2512:
	jset #1, c2513, c2513
c2513:
	jset #1, c2514, c2514
c2514:
	jset #1, c2515, c2515
c2515:
	jset #1, c2516, c2516
c2516:
	jset #1, c2517, c2517
c2517:
	jset #1, c2518, c2518
c2518:
	jset #1, c2519, c2519
c2519:
	jset #1, c2520, c2520
c2520:
	jset #1, c2521, c2521
c2521:
	jset #1, c2522, c2522
c2522:
	jset #1, c2523, c2523
c2523:
	jset #1, c2524, c2524
c2524:
	jset #1, c2525, c2525
c2525:
	jset #1, c2526, c2526
c2526:
	jset #1, c2527, c2527
c2527:
	jset #1, c2528, c2528
c2528:
	jset #1, c2529, c2529
c2529:
	jset #1, c2530, c2530
c2530:
	jset #1, c2531, c2531
c2531:
	jset #1, c2532, c2532
c2532:
	jset #1, c2533, c2533
c2533:
	jset #1, c2534, c2534
c2534:
	jset #1, c2535, c2535
c2535:
	jset #1, c2536, c2536
c2536:
	jset #1, c2537, c2537
c2537:
	jset #1, c2538, c2538
c2538:
	jset #1, c2539, c2539
c2539:
	jset #1, c2540, c2540
c2540:
	jset #1, c2541, c2541
c2541:
	jset #1, c2542, c2542
c2542:
	jset #1, c2543, c2543
c2543:
	jset #1, c2544, c2544
c2544:
	jset #1, c2545, c2545
c2545:
	jset #1, c2546, c2546
c2546:
	jset #1, c2547, c2547
c2547:
	jset #1, c2548, c2548
c2548:
	jset #1, c2549, c2549
c2549:
	jset #1, c2550, c2550
c2550:
	jset #1, c2551, c2551
c2551:
	jset #1, c2552, c2552
c2552:
	jset #1, c2553, c2553
c2553:
	jset #1, c2554, c2554
c2554:
	jset #1, c2555, c2555
c2555:
	jset #1, c2556, c2556
c2556:
	jset #1, c2557, c2557
c2557:
	jset #1, c2558, c2558
c2558:
	jset #1, c2559, c2559
c2559:
	jset #1, c2560, c2560
c2560:
	jset #1, c2561, c2561
c2561:
	jset #1, c2562, c2562
c2562:
	jset #1, c2563, c2563
c2563:
	jset #1, c2564, c2564
c2564:
	jset #1, c2565, c2565
c2565:
	jset #1, c2566, c2566
c2566:
	jset #1, c2567, c2567
c2567:
	jset #1, c2568, c2568
c2568:
	jset #1, c2569, c2569
c2569:
	jset #1, c2570, c2570
c2570:
	jset #1, c2571, c2571
c2571:
	jset #1, c2572, c2572
c2572:
	jset #1, c2573, c2573
c2573:
	jset #1, c2574, c2574
c2574:
	jset #1, c2575, c2575
c2575:
	jset #1, c2576, c2576
c2576:
	jset #1, c2577, c2577
c2577:
	jset #1, c2578, c2578
c2578:
	jset #1, c2579, c2579
c2579:
	jset #1, c2580, c2580
c2580:
	jset #1, c2581, c2581
c2581:
	jset #1, c2582, c2582
c2582:
	jset #1, c2583, c2583
c2583:
	jset #1, c2584, c2584
c2584:
	jset #1, c2585, c2585
c2585:
	jset #1, c2586, c2586
c2586:
	jset #1, c2587, c2587
c2587:
	jset #1, c2588, c2588
c2588:
	jset #1, c2589, c2589
c2589:
	jset #1, c2590, c2590
c2590:
	jset #1, c2591, c2591
c2591:
	jset #1, c2592, c2592
c2592:
	jset #1, c2593, c2593
c2593:
	jset #1, c2594, c2594
c2594:
	jset #1, c2595, c2595
c2595:
	jset #1, c2596, c2596
c2596:
	jset #1, c2597, c2597
c2597:
	jset #1, c2598, c2598
c2598:
	jset #1, c2599, c2599
c2599:
	jset #1, c2600, c2600
c2600:
	jset #1, c2601, c2601
c2601:
	jset #1, c2602, c2602
c2602:
	jset #1, c2603, c2603
c2603:
	jset #1, c2604, c2604
c2604:
	jset #1, c2605, c2605
c2605:
	jset #1, c2606, c2606
c2606:
	jset #1, c2607, c2607
c2607:
	jset #1, c2608, c2608
c2608:
	jset #1, c2609, c2609
c2609:
	jset #1, c2610, c2610
c2610:
	jset #1, c2611, c2611
c2611:
	jset #1, c2612, c2612
c2612:
	jset #1, c2613, c2613
c2613:
	jset #1, c2614, c2614
c2614:
	jset #1, c2615, c2615
c2615:
	jset #1, c2616, c2616
c2616:
	jset #1, c2617, c2617
c2617:
	jset #1, c2618, c2618
c2618:
	jset #1, c2619, c2619
c2619:
	jset #1, c2620, c2620
c2620:
	jset #1, c2621, c2621
c2621:
	jset #1, c2622, c2622
c2622:
	jset #1, c2623, c2623
c2623:
	jset #1, c2624, c2624
c2624:
	jset #1, c2625, c2625
c2625:
	jset #1, c2626, c2626
c2626:
	jset #1, c2627, c2627
c2627:
	jset #1, c2628, c2628
c2628:
	jset #1, c2629, c2629
c2629:
	jset #1, c2630, c2630
c2630:
	jset #1, c2631, c2631
c2631:
	jset #1, c2632, c2632
c2632:
	jset #1, c2633, c2633
c2633:
	jset #1, c2634, c2634
c2634:
	jset #1, c2635, c2635
c2635:
	jset #1, c2636, c2636
c2636:
	jset #1, c2637, c2637
c2637:
	jset #1, c2638, c2638
c2638:
	jset #1, c2639, c2639
c2639:
	jset #1, c2640, c2640
c2640:
	jset #1, c2641, c2641
c2641:
	jset #1, c2642, c2642
c2642:
	jset #1, c2643, c2643
c2643:
	jset #1, c2644, c2644
c2644:
	jset #1, c2645, c2645
c2645:
	jset #1, c2646, c2646
c2646:
	jset #1, c2647, c2647
c2647:
	jset #1, c2648, c2648
c2648:
	jset #1, c2649, c2649
c2649:
	jset #1, c2650, c2650
c2650:
	jset #1, c2651, c2651
c2651:
	jset #1, c2652, c2652
c2652:
	jset #1, c2653, c2653
c2653:
	jset #1, c2654, c2654
c2654:
	jset #1, c2655, c2655
c2655:
	jset #1, c2656, c2656
c2656:
	jset #1, c2657, c2657
c2657:
	jset #1, c2658, c2658
c2658:
	jset #1, c2659, c2659
c2659:
	jset #1, c2660, c2660
c2660:
	jset #1, c2661, c2661
c2661:
	jset #1, c2662, c2662
c2662:
	jset #1, c2663, c2663
c2663:
	jset #1, c2664, c2664
c2664:
	jset #1, c2665, c2665
c2665:
	jset #1, c2666, c2666
c2666:
	jset #1, c2667, c2667
c2667:
	jset #1, c2668, c2668
c2668:
	jset #1, c2669, c2669
c2669:
	jset #1, c2670, c2670
c2670:
	jset #1, c2671, c2671
c2671:
	jset #1, c2672, c2672
c2672:
	jset #1, c2673, c2673
c2673:
	jset #1, c2674, c2674
c2674:
	jset #1, c2675, c2675
c2675:
	jset #1, c2676, c2676
c2676:
	jset #1, c2677, c2677
c2677:
	jset #1, c2678, c2678
c2678:
	jset #1, c2679, c2679
c2679:
	jset #1, c2680, c2680
c2680:
	jset #1, c2681, c2681
c2681:
	jset #1, c2682, c2682
c2682:
	jset #1, c2683, c2683
c2683:
	jset #1, c2684, c2684
c2684:
	jset #1, c2685, c2685
c2685:
	jset #1, c2686, c2686
c2686:
	jset #1, c2687, c2687
c2687:
	jset #1, c2688, c2688
c2688:
	jset #1, c2689, c2689
c2689:
	jset #1, c2690, c2690
c2690:
	jset #1, c2691, c2691
c2691:
	jset #1, c2692, c2692
c2692:
	jset #1, c2693, c2693
c2693:
	jset #1, c2694, c2694
c2694:
	jset #1, c2695, c2695
c2695:
	jset #1, c2696, c2696
c2696:
	jset #1, c2697, c2697
c2697:
	jset #1, c2698, c2698
c2698:
	jset #1, c2699, c2699
c2699:
	jset #1, c2700, c2700
c2700:
	jset #1, c2701, c2701
c2701:
	jset #1, c2702, c2702
c2702:
	jset #1, c2703, c2703
c2703:
	jset #1, c2704, c2704
c2704:
	jset #1, c2705, c2705
c2705:
	jset #1, c2706, c2706
c2706:
	jset #1, c2707, c2707
c2707:
	jset #1, c2708, c2708
c2708:
	jset #1, c2709, c2709
c2709:
	jset #1, c2710, c2710
c2710:
	jset #1, c2711, c2711
c2711:
	jset #1, c2712, c2712
c2712:
	jset #1, c2713, c2713
c2713:
	jset #1, c2714, c2714
c2714:
	jset #1, c2715, c2715
c2715:
	jset #1, c2716, c2716
c2716:
	jset #1, c2717, c2717
c2717:
	jset #1, c2718, c2718
c2718:
	jset #1, c2719, c2719
c2719:
	jset #1, c2720, c2720
c2720:
	jset #1, c2721, c2721
c2721:
	jset #1, c2722, c2722
c2722:
	jset #1, c2723, c2723
c2723:
	jset #1, c2724, c2724
c2724:
	jset #1, c2725, c2725
c2725:
	jset #1, c2726, c2726
c2726:
	jset #1, c2727, c2727
c2727:
	jset #1, c2728, c2728
c2728:
	jset #1, c2729, c2729
c2729:
	jset #1, c2730, c2730
c2730:
	jset #1, c2731, c2731
c2731:
	jset #1, c2732, c2732
c2732:
	jset #1, c2733, c2733
c2733:
	jset #1, c2734, c2734
c2734:
	jset #1, c2735, c2735
c2735:
	jset #1, c2736, c2736
c2736:
	jset #1, c2737, c2737
c2737:
	jset #1, c2738, c2738
c2738:
	jset #1, c2739, c2739
c2739:
	jset #1, c2740, c2740
c2740:
	jset #1, c2741, c2741
c2741:
	jset #1, c2742, c2742
c2742:
	jset #1, c2743, c2743
c2743:
	jset #1, c2744, c2744
c2744:
	jset #1, c2745, c2745
c2745:
	jset #1, c2746, c2746
c2746:
	jset #1, c2747, c2747
c2747:
	jset #1, c2748, c2748
c2748:
	jset #1, c2749, c2749
c2749:
	jset #1, c2750, c2750
c2750:
	jset #1, c2751, c2751
c2751:
	jset #1, c2752, c2752
c2752:
	jset #1, c2753, c2753
c2753:
	jset #1, c2754, c2754
c2754:
	jset #1, c2755, c2755
c2755:
	jset #1, c2756, c2756
c2756:
	jset #1, c2757, c2757
c2757:
	jset #1, c2758, c2758
c2758:
	jset #1, c2759, c2759
c2759:
	jset #1, c2760, c2760
c2760:
	jset #1, c2761, c2761
c2761:
	jset #1, c2762, c2762
c2762:
	jset #1, c2763, c2763
c2763:
	jset #1, c2764, c2764
c2764:
	jset #1, c2765, c2765
c2765:
	jset #1, c2766, c2766
c2766:
	jset #1, c2767, c2767
c2767:
	jset #1, c2768, c2768
c2768:
	jset #1, c2769, c2769
c2769:
	jset #1, c2770, c2770
c2770:
	jset #1, c2771, c2771
c2771:
	jset #1, c2772, c2772
c2772:
	jset #1, c2773, c2773
c2773:
	jset #1, c2774, c2774
c2774:
	jset #1, c2775, c2775
c2775:
	jset #1, c2776, c2776
c2776:
	jset #1, c2777, c2777
c2777:
	jset #1, c2778, c2778
c2778:
	jset #1, c2779, c2779
c2779:
	jset #1, c2780, c2780
c2780:
	jset #1, c2781, c2781
c2781:
	jset #1, c2782, c2782
c2782:
	jset #1, c2783, c2783
c2783:
	jset #1, c2784, c2784
c2784:
	jset #1, c2785, c2785
c2785:
	jset #1, c2786, c2786
c2786:
	jset #1, c2787, c2787
c2787:
	jset #1, c2788, c2788
c2788:
	jset #1, c2789, c2789
c2789:
	jset #1, c2790, c2790
c2790:
	jset #1, c2791, c2791
c2791:
	jset #1, c2792, c2792
c2792:
	jset #1, c2793, c2793
c2793:
	jset #1, c2794, c2794
c2794:
	jset #1, c2795, c2795
c2795:
	jset #1, c2796, c2796
c2796:
	jset #1, c2797, c2797
c2797:
	jset #1, c2798, c2798
c2798:
	jset #1, c2799, c2799
c2799:
	jset #1, c2800, c2800
c2800:
	jset #1, c2801, c2801
c2801:
	jset #1, c2802, c2802
c2802:
	jset #1, c2803, c2803
c2803:
	jset #1, c2804, c2804
c2804:
	jset #1, c2805, c2805
c2805:
	jset #1, c2806, c2806
c2806:
	jset #1, c2807, c2807
c2807:
	jset #1, c2808, c2808
c2808:
	jset #1, c2809, c2809
c2809:
	jset #1, c2810, c2810
c2810:
	jset #1, c2811, c2811
c2811:
	jset #1, c2812, c2812
c2812:
	jset #1, c2813, c2813
c2813:
	jset #1, c2814, c2814
c2814:
	jset #1, c2815, c2815
c2815:
	jset #1, c2816, c2816
c2816:
	jset #1, c2817, c2817
c2817:
	jset #1, c2818, c2818
c2818:
	jset #1, c2819, c2819
c2819:
	jset #1, c2820, c2820
c2820:
	jset #1, c2821, c2821
c2821:
	jset #1, c2822, c2822
c2822:
	jset #1, c2823, c2823
c2823:
	jset #1, c2824, c2824
c2824:
	jset #1, c2825, c2825
c2825:
	jset #1, c2826, c2826
c2826:
	jset #1, c2827, c2827
c2827:
	jset #1, c2828, c2828
c2828:
	jset #1, c2829, c2829
c2829:
	jset #1, c2830, c2830
c2830:
	jset #1, c2831, c2831
c2831:
	jset #1, c2832, c2832
c2832:
	jset #1, c2833, c2833
c2833:
	jset #1, c2834, c2834
c2834:
	jset #1, c2835, c2835
c2835:
	jset #1, c2836, c2836
c2836:
	jset #1, c2837, c2837
c2837:
	jset #1, c2838, c2838
c2838:
	jset #1, c2839, c2839
c2839:
	jset #1, c2840, c2840
c2840:
	jset #1, c2841, c2841
c2841:
	jset #1, c2842, c2842
c2842:
	jset #1, c2843, c2843
c2843:
	jset #1, c2844, c2844
c2844:
	jset #1, c2845, c2845
c2845:
	jset #1, c2846, c2846
c2846:
	jset #1, c2847, c2847
c2847:
	jset #1, c2848, c2848
c2848:
	jset #1, c2849, c2849
c2849:
	jset #1, c2850, c2850
c2850:
	jset #1, c2851, c2851
c2851:
	jset #1, c2852, c2852
c2852:
	jset #1, c2853, c2853
c2853:
	jset #1, c2854, c2854
c2854:
	jset #1, c2855, c2855
c2855:
	jset #1, c2856, c2856
c2856:
	jset #1, c2857, c2857
c2857:
	jset #1, c2858, c2858
c2858:
	jset #1, c2859, c2859
c2859:
	jset #1, c2860, c2860
c2860:
	jset #1, c2861, c2861
c2861:
	jset #1, c2862, c2862
c2862:
	jset #1, c2863, c2863
c2863:
	jset #1, c2864, c2864
c2864:
	jset #1, c2865, c2865
c2865:
	jset #1, c2866, c2866
c2866:
	jset #1, c2867, c2867
c2867:
	jset #1, c2868, c2868
c2868:
	jset #1, c2869, c2869
c2869:
	jset #1, c2870, c2870
c2870:
	jset #1, c2871, c2871
c2871:
	jset #1, c2872, c2872
c2872:
	jset #1, c2873, c2873
c2873:
	jset #1, c2874, c2874
c2874:
	jset #1, c2875, c2875
c2875:
	jset #1, c2876, c2876
c2876:
	jset #1, c2877, c2877
c2877:
	jset #1, c2878, c2878
c2878:
	jset #1, c2879, c2879
c2879:
	jset #1, c2880, c2880
c2880:
	jset #1, c2881, c2881
c2881:
	jset #1, c2882, c2882
c2882:
	jset #1, c2883, c2883
c2883:
	jset #1, c2884, c2884
c2884:
	jset #1, c2885, c2885
c2885:
	jset #1, c2886, c2886
c2886:
	jset #1, c2887, c2887
c2887:
	jset #1, c2888, c2888
c2888:
	jset #1, c2889, c2889
c2889:
	jset #1, c2890, c2890
c2890:
	jset #1, c2891, c2891
c2891:
	jset #1, c2892, c2892
c2892:
	jset #1, c2893, c2893
c2893:
	jset #1, c2894, c2894
c2894:
	jset #1, c2895, c2895
c2895:
	jset #1, c2896, c2896
c2896:
	jset #1, c2897, c2897
c2897:
	jset #1, c2898, c2898
c2898:
	jset #1, c2899, c2899
c2899:
	jset #1, c2900, c2900
c2900:
	jset #1, c2901, c2901
c2901:
	jset #1, c2902, c2902
c2902:
	jset #1, c2903, c2903
c2903:
	jset #1, c2904, c2904
c2904:
	jset #1, c2905, c2905
c2905:
	jset #1, c2906, c2906
c2906:
	jset #1, c2907, c2907
c2907:
	jset #1, c2908, c2908
c2908:
	jset #1, c2909, c2909
c2909:
	jset #1, c2910, c2910
c2910:
	jset #1, c2911, c2911
c2911:
	jset #1, c2912, c2912
c2912:
	jset #1, c2913, c2913
c2913:
	jset #1, c2914, c2914
c2914:
	jset #1, c2915, c2915
c2915:
	jset #1, c2916, c2916
c2916:
	jset #1, c2917, c2917
c2917:
	jset #1, c2918, c2918
c2918:
	jset #1, c2919, c2919
c2919:
	jset #1, c2920, c2920
c2920:
	jset #1, c2921, c2921
c2921:
	jset #1, c2922, c2922
c2922:
	jset #1, c2923, c2923
c2923:
	jset #1, c2924, c2924
c2924:
	jset #1, c2925, c2925
c2925:
	jset #1, c2926, c2926
c2926:
	jset #1, c2927, c2927
c2927:
	jset #1, c2928, c2928
c2928:
	jset #1, c2929, c2929
c2929:
	jset #1, c2930, c2930
c2930:
	jset #1, c2931, c2931
c2931:
	jset #1, c2932, c2932
c2932:
	jset #1, c2933, c2933
c2933:
	jset #1, c2934, c2934
c2934:
	jset #1, c2935, c2935
c2935:
	jset #1, c2936, c2936
c2936:
	jset #1, c2937, c2937
c2937:
	jset #1, c2938, c2938
c2938:
	jset #1, c2939, c2939
c2939:
	jset #1, c2940, c2940
c2940:
	jset #1, c2941, c2941
c2941:
	jset #1, c2942, c2942
c2942:
	jset #1, c2943, c2943
c2943:
	jset #1, c2944, c2944
c2944:
	jset #1, c2945, c2945
c2945:
	jset #1, c2946, c2946
c2946:
	jset #1, c2947, c2947
c2947:
	jset #1, c2948, c2948
c2948:
	jset #1, c2949, c2949
c2949:
	jset #1, c2950, c2950
c2950:
	jset #1, c2951, c2951
c2951:
	jset #1, c2952, c2952
c2952:
	jset #1, c2953, c2953
c2953:
	jset #1, c2954, c2954
c2954:
	jset #1, c2955, c2955
c2955:
	jset #1, c2956, c2956
c2956:
	jset #1, c2957, c2957
c2957:
	jset #1, c2958, c2958
c2958:
	jset #1, c2959, c2959
c2959:
	jset #1, c2960, c2960
c2960:
	jset #1, c2961, c2961
c2961:
	jset #1, c2962, c2962
c2962:
	jset #1, c2963, c2963
c2963:
	jset #1, c2964, c2964
c2964:
	jset #1, c2965, c2965
c2965:
	jset #1, c2966, c2966
c2966:
	jset #1, c2967, c2967
c2967:
	jset #1, c2968, c2968
c2968:
	jset #1, c2969, c2969
c2969:
	jset #1, c2970, c2970
c2970:
	jset #1, c2971, c2971
c2971:
	jset #1, c2972, c2972
c2972:
	jset #1, c2973, c2973
c2973:
	jset #1, c2974, c2974
c2974:
	jset #1, c2975, c2975
c2975:
	jset #1, c2976, c2976
c2976:
	jset #1, c2977, c2977
c2977:
	jset #1, c2978, c2978
c2978:
	jset #1, c2979, c2979
c2979:
	jset #1, c2980, c2980
c2980:
	jset #1, c2981, c2981
c2981:
	jset #1, c2982, c2982
c2982:
	jset #1, c2983, c2983
c2983:
	jset #1, c2984, c2984
c2984:
	jset #1, c2985, c2985
c2985:
	jset #1, c2986, c2986
c2986:
	jset #1, c2987, c2987
c2987:
	jset #1, c2988, c2988
c2988:
	jset #1, c2989, c2989
c2989:
	jset #1, c2990, c2990
c2990:
	jset #1, c2991, c2991
c2991:
	jset #1, c2992, c2992
c2992:
	jset #1, c2993, c2993
c2993:
	jset #1, c2994, c2994
c2994:
	jset #1, c2995, c2995
c2995:
	jset #1, c2996, c2996
c2996:
	jset #1, c2997, c2997
c2997:
	jset #1, c2998, c2998
c2998:
	jset #1, c2999, c2999
c2999:
	jset #1, c3000, c3000
c3000:
	jset #1, c3001, c3001
c3001:
	jset #1, c3002, c3002
c3002:
	jset #1, c3003, c3003
c3003:
	jset #1, c3004, c3004
c3004:
	jset #1, c3005, c3005
c3005:
	jset #1, c3006, c3006
c3006:
	jset #1, c3007, c3007
c3007:
	jset #1, c3008, c3008
c3008:
	jset #1, c3009, c3009
c3009:
	jset #1, c3010, c3010
c3010:
	jset #1, c3011, c3011
c3011:
	jset #1, c3012, c3012
c3012:
	jset #1, c3013, c3013
c3013:
	jset #1, c3014, c3014
c3014:
	jset #1, c3015, c3015
c3015:
	jset #1, c3016, c3016
c3016:
	jset #1, c3017, c3017
c3017:
	jset #1, c3018, c3018
c3018:
	jset #1, c3019, c3019
c3019:
	jset #1, c3020, c3020
c3020:
	jset #1, c3021, c3021
c3021:
	jset #1, c3022, c3022
c3022:
	jset #1, c3023, c3023
c3023:
	jset #1, c3024, c3024
c3024:
	jset #1, c3025, c3025
c3025:
	jset #1, c3026, c3026
c3026:
	jset #1, c3027, c3027
c3027:
	jset #1, c3028, c3028
c3028:
	jset #1, c3029, c3029
c3029:
	jset #1, c3030, c3030
c3030:
	jset #1, c3031, c3031
c3031:
	jset #1, c3032, c3032
c3032:
	jset #1, c3033, c3033
c3033:
	jset #1, c3034, c3034
c3034:
	jset #1, c3035, c3035
c3035:
	jset #1, c3036, c3036
c3036:
	jset #1, c3037, c3037
c3037:
	jset #1, c3038, c3038
c3038:
	jset #1, c3039, c3039
c3039:
	jset #1, c3040, c3040
c3040:
	jset #1, c3041, c3041
c3041:
	jset #1, c3042, c3042
c3042:
	jset #1, c3043, c3043
c3043:
	jset #1, c3044, c3044
c3044:
	jset #1, c3045, c3045
c3045:
	jset #1, c3046, c3046
c3046:
	jset #1, c3047, c3047
c3047:
	jset #1, c3048, c3048
c3048:
	jset #1, c3049, c3049
c3049:
	jset #1, c3050, c3050
c3050:
	jset #1, c3051, c3051
c3051:
	jset #1, c3052, c3052
c3052:
	jset #1, c3053, c3053
c3053:
	jset #1, c3054, c3054
c3054:
	jset #1, c3055, c3055
c3055:
	jset #1, c3056, c3056
c3056:
	jset #1, c3057, c3057
c3057:
	jset #1, c3058, c3058
c3058:
	jset #1, c3059, c3059
c3059:
	jset #1, c3060, c3060
c3060:
	jset #1, c3061, c3061
c3061:
	jset #1, c3062, c3062
c3062:
	jset #1, c3063, c3063
c3063:
	jset #1, c3064, c3064
c3064:
	jset #1, c3065, c3065
c3065:
	jset #1, c3066, c3066
c3066:
	jset #1, c3067, c3067
c3067:
	jset #1, c3068, c3068
c3068:
	jset #1, c3069, c3069
c3069:
	jset #1, c3070, c3070
c3070:
	jset #1, c3071, c3071
c3071:
	jset #1, c3072, c3072
c3072:
	jset #1, c3073, c3073
c3073:
	jset #1, c3074, c3074
c3074:
	jset #1, c3075, c3075
c3075:
	jset #1, c3076, c3076
c3076:
	jset #1, c3077, c3077
c3077:
	jset #1, c3078, c3078
c3078:
	jset #1, c3079, c3079
c3079:
	jset #1, c3080, c3080
c3080:
	jset #1, c3081, c3081
c3081:
	jset #1, c3082, c3082
c3082:
	jset #1, c3083, c3083
c3083:
	jset #1, c3084, c3084
c3084:
	jset #1, c3085, c3085
c3085:
	jset #1, c3086, c3086
c3086:
	jset #1, c3087, c3087
c3087:
	jset #1, c3088, c3088
c3088:
	jset #1, c3089, c3089
c3089:
	jset #1, c3090, c3090
c3090:
	jset #1, c3091, c3091
c3091:
	jset #1, c3092, c3092
c3092:
	jset #1, c3093, c3093
c3093:
	jset #1, c3094, c3094
c3094:
	jset #1, c3095, c3095
c3095:
	jset #1, c3096, c3096
c3096:
	jset #1, c3097, c3097
c3097:
	jset #1, c3098, c3098
c3098:
	jset #1, c3099, c3099
c3099:
	jset #1, c3100, c3100
c3100:
	jset #1, c3101, c3101
c3101:
	jset #1, c3102, c3102
c3102:
	jset #1, c3103, c3103
c3103:
	jset #1, c3104, c3104
c3104:
	jset #1, c3105, c3105
c3105:
	jset #1, c3106, c3106
c3106:
	jset #1, c3107, c3107
c3107:
	jset #1, c3108, c3108
c3108:
	jset #1, c3109, c3109
c3109:
	jset #1, c3110, c3110
c3110:
	jset #1, c3111, c3111
c3111:
	jset #1, c3112, c3112
c3112:
	jset #1, c3113, c3113
c3113:
	jset #1, c3114, c3114
c3114:
	jset #1, c3115, c3115
c3115:
	jset #1, c3116, c3116
c3116:
	jset #1, c3117, c3117
c3117:
	jset #1, c3118, c3118
c3118:
	jset #1, c3119, c3119
c3119:
	jset #1, c3120, c3120
c3120:
	jset #1, c3121, c3121
c3121:
	jset #1, c3122, c3122
c3122:
	jset #1, c3123, c3123
c3123:
	jset #1, c3124, c3124
c3124:
	jset #1, c3125, c3125
c3125:
	jset #1, c3126, c3126
c3126:
	jset #1, c3127, c3127
c3127:
	jset #1, c3128, c3128
c3128:
	jset #1, c3129, c3129
c3129:
	jset #1, c3130, c3130
c3130:
	jset #1, c3131, c3131
c3131:
	jset #1, c3132, c3132
c3132:
	jset #1, c3133, c3133
c3133:
	jset #1, c3134, c3134
c3134:
	jset #1, c3135, c3135
c3135:
	jset #1, c3136, c3136
c3136:
	jset #1, c3137, c3137
c3137:
	jset #1, c3138, c3138
c3138:
	jset #1, c3139, c3139
c3139:
	jset #1, c3140, c3140
c3140:
	jset #1, c3141, c3141
c3141:
	jset #1, c3142, c3142
c3142:
	jset #1, c3143, c3143
c3143:
	jset #1, c3144, c3144
c3144:
	jset #1, c3145, c3145
c3145:
	jset #1, c3146, c3146
c3146:
	jset #1, c3147, c3147
c3147:
	jset #1, c3148, c3148
c3148:
	jset #1, c3149, c3149
c3149:
	jset #1, c3150, c3150
c3150:
	jset #1, c3151, c3151
c3151:
	jset #1, c3152, c3152
c3152:
	jset #1, c3153, c3153
c3153:
	jset #1, c3154, c3154
c3154:
	jset #1, c3155, c3155
c3155:
	jset #1, c3156, c3156
c3156:
	jset #1, c3157, c3157
c3157:
	jset #1, c3158, c3158
c3158:
	jset #1, c3159, c3159
c3159:
	jset #1, c3160, c3160
c3160:
	jset #1, c3161, c3161
c3161:
	jset #1, c3162, c3162
c3162:
	jset #1, c3163, c3163
c3163:
	jset #1, c3164, c3164
c3164:
	jset #1, c3165, c3165
c3165:
	jset #1, c3166, c3166
c3166:
	jset #1, c3167, c3167
c3167:
	jset #1, c3168, c3168
c3168:
	jset #1, c3169, c3169
c3169:
	jset #1, c3170, c3170
c3170:
	jset #1, c3171, c3171
c3171:
	jset #1, c3172, c3172
c3172:
	jset #1, c3173, c3173
c3173:
	jset #1, c3174, c3174
c3174:
	jset #1, c3175, c3175
c3175:
	jset #1, c3176, c3176
c3176:
	jset #1, c3177, c3177
c3177:
	jset #1, c3178, c3178
c3178:
	jset #1, c3179, c3179
c3179:
	jset #1, c3180, c3180
c3180:
	jset #1, c3181, c3181
c3181:
	jset #1, c3182, c3182
c3182:
	jset #1, c3183, c3183
c3183:
	jset #1, c3184, c3184
c3184:
	jset #1, c3185, c3185
c3185:
	jset #1, c3186, c3186
c3186:
	jset #1, c3187, c3187
c3187:
	jset #1, c3188, c3188
c3188:
	jset #1, c3189, c3189
c3189:
	jset #1, c3190, c3190
c3190:
	jset #1, c3191, c3191
c3191:
	jset #1, c3192, c3192
c3192:
	jset #1, c3193, c3193
c3193:
	jset #1, c3194, c3194
c3194:
	jset #1, c3195, c3195
c3195:
	jset #1, c3196, c3196
c3196:
	jset #1, c3197, c3197
c3197:
	jset #1, c3198, c3198
c3198:
	jset #1, c3199, c3199
c3199:
	jset #1, c3200, c3200
c3200:
	jset #1, c3201, c3201
c3201:
	jset #1, c3202, c3202
c3202:
	jset #1, c3203, c3203
c3203:
	jset #1, c3204, c3204
c3204:
	jset #1, c3205, c3205
c3205:
	jset #1, c3206, c3206
c3206:
	jset #1, c3207, c3207
c3207:
	jset #1, c3208, c3208
c3208:
	jset #1, c3209, c3209
c3209:
	jset #1, c3210, c3210
c3210:
	jset #1, c3211, c3211
c3211:
	jset #1, c3212, c3212
c3212:
	jset #1, c3213, c3213
c3213:
	jset #1, c3214, c3214
c3214:
	jset #1, c3215, c3215
c3215:
	jset #1, c3216, c3216
c3216:
	jset #1, c3217, c3217
c3217:
	jset #1, c3218, c3218
c3218:
	jset #1, c3219, c3219
c3219:
	jset #1, c3220, c3220
c3220:
	jset #1, c3221, c3221
c3221:
	jset #1, c3222, c3222
c3222:
	jset #1, c3223, c3223
c3223:
	jset #1, c3224, c3224
c3224:
	jset #1, c3225, c3225
c3225:
	jset #1, c3226, c3226
c3226:
	jset #1, c3227, c3227
c3227:
	jset #1, c3228, c3228
c3228:
	jset #1, c3229, c3229
c3229:
	jset #1, c3230, c3230
c3230:
	jset #1, c3231, c3231
c3231:
	jset #1, c3232, c3232
c3232:
	jset #1, c3233, c3233
c3233:
	jset #1, c3234, c3234
c3234:
	jset #1, c3235, c3235
c3235:
	jset #1, c3236, c3236
c3236:
	jset #1, c3237, c3237
c3237:
	jset #1, c3238, c3238
c3238:
	jset #1, c3239, c3239
c3239:
	jset #1, c3240, c3240
c3240:
	jset #1, c3241, c3241
c3241:
	jset #1, c3242, c3242
c3242:
	jset #1, c3243, c3243
c3243:
	jset #1, c3244, c3244
c3244:
	jset #1, c3245, c3245
c3245:
	jset #1, c3246, c3246
c3246:
	jset #1, c3247, c3247
c3247:
	jset #1, c3248, c3248
c3248:
	jset #1, c3249, c3249
c3249:
	jset #1, c3250, c3250
c3250:
	jset #1, c3251, c3251
c3251:
	jset #1, c3252, c3252
c3252:
	jset #1, c3253, c3253
c3253:
	jset #1, c3254, c3254
c3254:
	jset #1, c3255, c3255
c3255:
	jset #1, c3256, c3256
c3256:
	jset #1, c3257, c3257
c3257:
	jset #1, c3258, c3258
c3258:
	jset #1, c3259, c3259
c3259:
	jset #1, c3260, c3260
c3260:
	jset #1, c3261, c3261
c3261:
	jset #1, c3262, c3262
c3262:
	jset #1, c3263, c3263
c3263:
	jset #1, c3264, c3264
c3264:
	jset #1, c3265, c3265
c3265:
	jset #1, c3266, c3266
c3266:
	jset #1, c3267, c3267
c3267:
	jset #1, c3268, c3268
c3268:
	jset #1, c3269, c3269
c3269:
	jset #1, c3270, c3270
c3270:
	jset #1, c3271, c3271
c3271:
	jset #1, c3272, c3272
c3272:
	jset #1, c3273, c3273
c3273:
	jset #1, c3274, c3274
c3274:
	jset #1, c3275, c3275
c3275:
	jset #1, c3276, c3276
c3276:
	jset #1, c3277, c3277
c3277:
	jset #1, c3278, c3278
c3278:
	jset #1, c3279, c3279
c3279:
	jset #1, c3280, c3280
c3280:
	jset #1, c3281, c3281
c3281:
	jset #1, c3282, c3282
c3282:
	jset #1, c3283, c3283
c3283:
	jset #1, c3284, c3284
c3284:
	jset #1, c3285, c3285
c3285:
	jset #1, c3286, c3286
c3286:
	jset #1, c3287, c3287
c3287:
	jset #1, c3288, c3288
c3288:
	jset #1, c3289, c3289
c3289:
	jset #1, c3290, c3290
c3290:
	jset #1, c3291, c3291
c3291:
	jset #1, c3292, c3292
c3292:
	jset #1, c3293, c3293
c3293:
	jset #1, c3294, c3294
c3294:
	jset #1, c3295, c3295
c3295:
	jset #1, c3296, c3296
c3296:
	jset #1, c3297, c3297
c3297:
	jset #1, c3298, c3298
c3298:
	jset #1, c3299, c3299
c3299:
	jset #1, c3300, c3300
c3300:
	jset #1, c3301, c3301
c3301:
	jset #1, c3302, c3302
c3302:
	jset #1, c3303, c3303
c3303:
	jset #1, c3304, c3304
c3304:
	jset #1, c3305, c3305
c3305:
	jset #1, c3306, c3306
c3306:
	jset #1, c3307, c3307
c3307:
	jset #1, c3308, c3308
c3308:
	jset #1, c3309, c3309
c3309:
	jset #1, c3310, c3310
c3310:
	jset #1, c3311, c3311
c3311:
	jset #1, c3312, c3312
c3312:
	jset #1, c3313, c3313
c3313:
	jset #1, c3314, c3314
c3314:
	jset #1, c3315, c3315
c3315:
	jset #1, c3316, c3316
c3316:
	jset #1, c3317, c3317
c3317:
	jset #1, c3318, c3318
c3318:
	jset #1, c3319, c3319
c3319:
	jset #1, c3320, c3320
c3320:
	jset #1, c3321, c3321
c3321:
	jset #1, c3322, c3322
c3322:
	jset #1, c3323, c3323
c3323:
	jset #1, c3324, c3324
c3324:
	jset #1, c3325, c3325
c3325:
	jset #1, c3326, c3326
c3326:
	jset #1, c3327, c3327
c3327:
	jset #1, c3328, c3328
c3328:
	jset #1, c3329, c3329
c3329:
	jset #1, c3330, c3330
c3330:
	jset #1, c3331, c3331
c3331:
	jset #1, c3332, c3332
c3332:
	jset #1, c3333, c3333
c3333:
	jset #1, c3334, c3334
c3334:
	jset #1, c3335, c3335
c3335:
	jset #1, c3336, c3336
c3336:
	jset #1, c3337, c3337
c3337:
	jset #1, c3338, c3338
c3338:
	jset #1, c3339, c3339
c3339:
	jset #1, c3340, c3340
c3340:
	jset #1, c3341, c3341
c3341:
	jset #1, c3342, c3342
c3342:
	jset #1, c3343, c3343
c3343:
	jset #1, c3344, c3344
c3344:
	jset #1, c3345, c3345
c3345:
	jset #1, c3346, c3346
c3346:
	jset #1, c3347, c3347
c3347:
	jset #1, c3348, c3348
c3348:
	jset #1, c3349, c3349
c3349:
	jset #1, c3350, c3350
c3350:
	jset #1, c3351, c3351
c3351:
	jset #1, c3352, c3352
c3352:
	jset #1, c3353, c3353
c3353:
	jset #1, c3354, c3354
c3354:
	jset #1, c3355, c3355
c3355:
	jset #1, c3356, c3356
c3356:
	jset #1, c3357, c3357
c3357:
	jset #1, c3358, c3358
c3358:
	jset #1, c3359, c3359
c3359:
	jset #1, c3360, c3360
c3360:
	jset #1, c3361, c3361
c3361:
	jset #1, c3362, c3362
c3362:
	jset #1, c3363, c3363
c3363:
	jset #1, c3364, c3364
c3364:
	jset #1, c3365, c3365
c3365:
	jset #1, c3366, c3366
c3366:
	jset #1, c3367, c3367
c3367:
	jset #1, c3368, c3368
c3368:
	jset #1, c3369, c3369
c3369:
	jset #1, c3370, c3370
c3370:
	jset #1, c3371, c3371
c3371:
	jset #1, c3372, c3372
c3372:
	jset #1, c3373, c3373
c3373:
	jset #1, c3374, c3374
c3374:
	jset #1, c3375, c3375
c3375:
	jset #1, c3376, c3376
c3376:
	jset #1, c3377, c3377
c3377:
	jset #1, c3378, c3378
c3378:
	jset #1, c3379, c3379
c3379:
	jset #1, c3380, c3380
c3380:
	jset #1, c3381, c3381
c3381:
	jset #1, c3382, c3382
c3382:
	jset #1, c3383, c3383
c3383:
	jset #1, c3384, c3384
c3384:
	jset #1, c3385, c3385
c3385:
	jset #1, c3386, c3386
c3386:
	jset #1, c3387, c3387
c3387:
	jset #1, c3388, c3388
c3388:
	jset #1, c3389, c3389
c3389:
	jset #1, c3390, c3390
c3390:
	jset #1, c3391, c3391
c3391:
	jset #1, c3392, c3392
c3392:
	jset #1, c3393, c3393
c3393:
	jset #1, c3394, c3394
c3394:
	jset #1, c3395, c3395
c3395:
	jset #1, c3396, c3396
c3396:
	jset #1, c3397, c3397
c3397:
	jset #1, c3398, c3398
c3398:
	jset #1, c3399, c3399
c3399:
	jset #1, c3400, c3400
c3400:
	jset #1, c3401, c3401
c3401:
	jset #1, c3402, c3402
c3402:
	jset #1, c3403, c3403
c3403:
	jset #1, c3404, c3404
c3404:
	jset #1, c3405, c3405
c3405:
	jset #1, c3406, c3406
c3406:
	jset #1, c3407, c3407
c3407:
	jset #1, c3408, c3408
c3408:
	jset #1, c3409, c3409
c3409:
	jset #1, c3410, c3410
c3410:
	jset #1, c3411, c3411
c3411:
	jset #1, c3412, c3412
c3412:
	jset #1, c3413, c3413
c3413:
	jset #1, c3414, c3414
c3414:
	jset #1, c3415, c3415
c3415:
	jset #1, c3416, c3416
c3416:
	jset #1, c3417, c3417
c3417:
	jset #1, c3418, c3418
c3418:
	jset #1, c3419, c3419
c3419:
	jset #1, c3420, c3420
c3420:
	jset #1, c3421, c3421
c3421:
	jset #1, c3422, c3422
c3422:
	jset #1, c3423, c3423
c3423:
	jset #1, c3424, c3424
c3424:
	jset #1, c3425, c3425
c3425:
	jset #1, c3426, c3426
c3426:
	jset #1, c3427, c3427
c3427:
	jset #1, c3428, c3428
c3428:
	jset #1, c3429, c3429
c3429:
	jset #1, c3430, c3430
c3430:
	jset #1, c3431, c3431
c3431:
	jset #1, c3432, c3432
c3432:
	jset #1, c3433, c3433
c3433:
	jset #1, c3434, c3434
c3434:
	jset #1, c3435, c3435
c3435:
	jset #1, c3436, c3436
c3436:
	jset #1, c3437, c3437
c3437:
	jset #1, c3438, c3438
c3438:
	jset #1, c3439, c3439
c3439:
	jset #1, c3440, c3440
c3440:
	jset #1, c3441, c3441
c3441:
	jset #1, c3442, c3442
c3442:
	jset #1, c3443, c3443
c3443:
	jset #1, c3444, c3444
c3444:
	jset #1, c3445, c3445
c3445:
	jset #1, c3446, c3446
c3446:
	jset #1, c3447, c3447
c3447:
	jset #1, c3448, c3448
c3448:
	jset #1, c3449, c3449
c3449:
	jset #1, c3450, c3450
c3450:
	jset #1, c3451, c3451
c3451:
	jset #1, c3452, c3452
c3452:
	jset #1, c3453, c3453
c3453:
	jset #1, c3454, c3454
c3454:
	jset #1, c3455, c3455
c3455:
	jset #1, c3456, c3456
c3456:
	jset #1, c3457, c3457
c3457:
	jset #1, c3458, c3458
c3458:
	jset #1, c3459, c3459
c3459:
	jset #1, c3460, c3460
c3460:
	jset #1, c3461, c3461
c3461:
	jset #1, c3462, c3462
c3462:
	jset #1, c3463, c3463
c3463:
	jset #1, c3464, c3464
c3464:
	jset #1, c3465, c3465
c3465:
	jset #1, c3466, c3466
c3466:
	jset #1, c3467, c3467
c3467:
	jset #1, c3468, c3468
c3468:
	jset #1, c3469, c3469
c3469:
	jset #1, c3470, c3470
c3470:
	jset #1, c3471, c3471
c3471:
	jset #1, c3472, c3472
c3472:
	jset #1, c3473, c3473
c3473:
	jset #1, c3474, c3474
c3474:
	jset #1, c3475, c3475
c3475:
	jset #1, c3476, c3476
c3476:
	jset #1, c3477, c3477
c3477:
	jset #1, c3478, c3478
c3478:
	jset #1, c3479, c3479
c3479:
	jset #1, c3480, c3480
c3480:
	jset #1, c3481, c3481
c3481:
	jset #1, c3482, c3482
c3482:
	jset #1, c3483, c3483
c3483:
	jset #1, c3484, c3484
c3484:
	jset #1, c3485, c3485
c3485:
	jset #1, c3486, c3486
c3486:
	jset #1, c3487, c3487
c3487:
	jset #1, c3488, c3488
c3488:
	jset #1, c3489, c3489
c3489:
	jset #1, c3490, c3490
c3490:
	jset #1, c3491, c3491
c3491:
	jset #1, c3492, c3492
c3492:
	jset #1, c3493, c3493
c3493:
	jset #1, c3494, c3494
c3494:
	jset #1, c3495, c3495
c3495:
	jset #1, c3496, c3496
c3496:
	jset #1, c3497, c3497
c3497:
	jset #1, c3498, c3498
c3498:
	jset #1, c3499, c3499
c3499:
	jset #1, c3500, c3500
c3500:
	jset #1, c3501, c3501
c3501:
	jset #1, c3502, c3502
c3502:
	jset #1, c3503, c3503
c3503:
	jset #1, c3504, c3504
c3504:
	jset #1, c3505, c3505
c3505:
	jset #1, c3506, c3506
c3506:
	jset #1, c3507, c3507
c3507:
	jset #1, c3508, c3508
c3508:
	jset #1, c3509, c3509
c3509:
	jset #1, c3510, c3510
c3510:
	jset #1, c3511, c3511
c3511:
	jset #1, c3512, c3512
c3512:
	jset #1, c3513, c3513
c3513:
	jset #1, c3514, c3514
c3514:
	jset #1, c3515, c3515
c3515:
	jset #1, c3516, c3516
c3516:
	jset #1, c3517, c3517
c3517:
	jset #1, c3518, c3518
c3518:
	jset #1, c3519, c3519
c3519:
	jset #1, c3520, c3520
c3520:
	jset #1, c3521, c3521
c3521:
	jset #1, c3522, c3522
c3522:
	jset #1, c3523, c3523
c3523:
	jset #1, c3524, c3524
c3524:
	jset #1, c3525, c3525
c3525:
	jset #1, c3526, c3526
c3526:
	jset #1, c3527, c3527
c3527:
	jset #1, c3528, c3528
c3528:
	jset #1, c3529, c3529
c3529:
	jset #1, c3530, c3530
c3530:
	jset #1, c3531, c3531
c3531:
	jset #1, c3532, c3532
c3532:
	jset #1, c3533, c3533
c3533:
	jset #1, c3534, c3534
c3534:
	jset #1, c3535, c3535
c3535:
	jset #1, c3536, c3536
c3536:
	jset #1, c3537, c3537
c3537:
	jset #1, c3538, c3538
c3538:
	jset #1, c3539, c3539
c3539:
	jset #1, c3540, c3540
c3540:
	jset #1, c3541, c3541
c3541:
	jset #1, c3542, c3542
c3542:
	jset #1, c3543, c3543
c3543:
	jset #1, c3544, c3544
c3544:
	jset #1, c3545, c3545
c3545:
	jset #1, c3546, c3546
c3546:
	jset #1, c3547, c3547
c3547:
	jset #1, c3548, c3548
c3548:
	jset #1, c3549, c3549
c3549:
	jset #1, c3550, c3550
c3550:
	jset #1, c3551, c3551
c3551:
	jset #1, c3552, c3552
c3552:
	jset #1, c3553, c3553
c3553:
	jset #1, c3554, c3554
c3554:
	jset #1, c3555, c3555
c3555:
	jset #1, c3556, c3556
c3556:
	jset #1, c3557, c3557
c3557:
	jset #1, c3558, c3558
c3558:
	jset #1, c3559, c3559
c3559:
	jset #1, c3560, c3560
c3560:
	jset #1, c3561, c3561
c3561:
	jset #1, c3562, c3562
c3562:
	jset #1, c3563, c3563
c3563:
	jset #1, c3564, c3564
c3564:
	jset #1, c3565, c3565
c3565:
	jset #1, c3566, c3566
c3566:
	jset #1, c3567, c3567
c3567:
	jset #1, c3568, c3568
c3568:
	jset #1, c3569, c3569
c3569:
	jset #1, c3570, c3570
c3570:
	jset #1, c3571, c3571
c3571:
	jset #1, c3572, c3572
c3572:
	jset #1, c3573, c3573
c3573:
	jset #1, c3574, c3574
c3574:
	jset #1, c3575, c3575
c3575:
	jset #1, c3576, c3576
c3576:
	jset #1, c3577, c3577
c3577:
	jset #1, c3578, c3578
c3578:
	jset #1, c3579, c3579
c3579:
	jset #1, c3580, c3580
c3580:
	jset #1, c3581, c3581
c3581:
	jset #1, c3582, c3582
c3582:
	jset #1, c3583, c3583
c3583:
	jset #1, c3584, c3584
c3584:
	jset #1, c3585, c3585
c3585:
	jset #1, c3586, c3586
c3586:
	jset #1, c3587, c3587
c3587:
	jset #1, c3588, c3588
c3588:
	jset #1, c3589, c3589
c3589:
	jset #1, c3590, c3590
c3590:
	jset #1, c3591, c3591
c3591:
	jset #1, c3592, c3592
c3592:
	jset #1, c3593, c3593
c3593:
	jset #1, c3594, c3594
c3594:
	jset #1, c3595, c3595
c3595:
	jset #1, c3596, c3596
c3596:
	jset #1, c3597, c3597
c3597:
	jset #1, c3598, c3598
c3598:
	jset #1, c3599, c3599
c3599:
	jset #1, c3600, c3600
c3600:
	jset #1, c3601, c3601
c3601:
	jset #1, c3602, c3602
c3602:
	jset #1, c3603, c3603
c3603:
	jset #1, c3604, c3604
c3604:
	jset #1, c3605, c3605
c3605:
	jset #1, c3606, c3606
c3606:
	jset #1, c3607, c3607
c3607:
	jset #1, c3608, c3608
c3608:
	jset #1, c3609, c3609
c3609:
	jset #1, c3610, c3610
c3610:
	jset #1, c3611, c3611
c3611:
	jset #1, c3612, c3612
c3612:
	jset #1, c3613, c3613
c3613:
	jset #1, c3614, c3614
c3614:
	jset #1, c3615, c3615
c3615:
	jset #1, c3616, c3616
c3616:
	jset #1, c3617, c3617
c3617:
	jset #1, c3618, c3618
c3618:
	jset #1, c3619, c3619
c3619:
	jset #1, c3620, c3620
c3620:
	ret #0x7fff0000
