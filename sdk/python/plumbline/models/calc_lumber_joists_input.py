from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_joists_input_hung_ends import CalcLumberJoistsInputHungEnds
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberJoistsInput")



@_attrs_define
class CalcLumberJoistsInput:
    """ 
        Attributes:
            floor_width_ft (float): Floor dimension across the joists (along which they are spaced), feet.
            joist_span_ft (float): Joist length, support to support, feet.
            hung_ends (CalcLumberJoistsInputHungEnds | Unset): Joist ends framing into the side of a beam or ledger on
                hangers: none (joists bear on top), one or both ends. Default: CalcLumberJoistsInputHungEnds.NONE.
            joist_spacing_in (float | Unset): Joist spacing on center, inches (the IRC Table R502.3.1 spacings are 12, 16,
                19.2 and 24). Default: 16.0.
            rim_stock_length_ft (float | Unset): Length of the rim board stock bought, feet. Default: 16.0.
     """

    floor_width_ft: float
    joist_span_ft: float
    hung_ends: CalcLumberJoistsInputHungEnds | Unset = CalcLumberJoistsInputHungEnds.NONE
    joist_spacing_in: float | Unset = 16.0
    rim_stock_length_ft: float | Unset = 16.0





    def to_dict(self) -> dict[str, Any]:
        floor_width_ft = self.floor_width_ft

        joist_span_ft = self.joist_span_ft

        hung_ends: str | Unset = UNSET
        if not isinstance(self.hung_ends, Unset):
            hung_ends = self.hung_ends.value


        joist_spacing_in = self.joist_spacing_in

        rim_stock_length_ft = self.rim_stock_length_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "floor_width_ft": floor_width_ft,
            "joist_span_ft": joist_span_ft,
        })
        if hung_ends is not UNSET:
            field_dict["hung_ends"] = hung_ends
        if joist_spacing_in is not UNSET:
            field_dict["joist_spacing_in"] = joist_spacing_in
        if rim_stock_length_ft is not UNSET:
            field_dict["rim_stock_length_ft"] = rim_stock_length_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor_width_ft = d.pop("floor_width_ft")

        joist_span_ft = d.pop("joist_span_ft")

        _hung_ends = d.pop("hung_ends", UNSET)
        hung_ends: CalcLumberJoistsInputHungEnds | Unset
        if isinstance(_hung_ends,  Unset):
            hung_ends = UNSET
        else:
            hung_ends = CalcLumberJoistsInputHungEnds(_hung_ends)




        joist_spacing_in = d.pop("joist_spacing_in", UNSET)

        rim_stock_length_ft = d.pop("rim_stock_length_ft", UNSET)

        calc_lumber_joists_input = cls(
            floor_width_ft=floor_width_ft,
            joist_span_ft=joist_span_ft,
            hung_ends=hung_ends,
            joist_spacing_in=joist_spacing_in,
            rim_stock_length_ft=rim_stock_length_ft,
        )

        return calc_lumber_joists_input

