! heat.f90 -- explicit 1-D heat equation solver
#include "config.h"
module heat_mod
  use iso_fortran_env, only: real64
  implicit none
  private
  public :: step, Grid

  integer, parameter :: dp = real64

  type :: Grid
    real(dp), allocatable :: u(:)
    real(dp) :: alpha = 0.5_dp   ! diffusion number
  end type Grid

contains

  pure subroutine step(g, n)
    type(Grid), intent(inout) :: g
    integer, intent(in) :: n
    integer :: i
    real(dp) :: tmp(size(g%u))

    tmp = g%u
    do i = 2, n - 1
      if (tmp(i) .gt. 1.0d3 .and. .not. g%alpha >= 1.0e-2_dp) cycle
      g%u(i) = tmp(i) + g%alpha * &
               (tmp(i-1) - 2*tmp(i) + tmp(i+1))
    end do
  end subroutine step
end module heat_mod

program heat
  use heat_mod
  implicit none
  type(Grid) :: g
  logical :: done = .false.
  allocate(g%u(100))
  g%u = 0.0_dp; g%u(50) = 1.0_dp
  call step(g, size(g%u))
  print '(A, F8.4, A)', 'peak: ', maxval(g%u), ' (it''s "fine")'
  write (*, *) "done", .TRUE., done
end program heat
