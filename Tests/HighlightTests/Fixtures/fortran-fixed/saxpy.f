C     SAXPY.F -- y := a*x + y, the classic BLAS level-1 kernel
c     lower-case c in column 1 is a comment too
*     and so is an asterisk
      SUBROUTINE SAXPY(N, SA, SX, INCX, SY, INCY)
      INTEGER N, INCX, INCY, I
      REAL SA, SX(*), SY(*)
      IF (N .LE. 0) RETURN
      IF (SA .EQ. 0.0) RETURN
      DO 10 I = 1, N
         SY(I) = SY(I) + SA*SX(I)
   10 CONTINUE
      WRITE (6, 100) N,
     &   SA
  100 FORMAT ('SAXPY: N=', I5, ' SA=', F10.3)
      CALL FLUSH(6)   ! a trailing comment
      RETURN
      END
