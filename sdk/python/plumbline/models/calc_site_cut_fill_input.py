from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="CalcSiteCutFillInput")



@_attrs_define
class CalcSiteCutFillInput:
    """ 
        Attributes:
            cell_length_ft (float): Grid spacing along a row, feet.
            cell_width_ft (float): Grid spacing between rows, feet.
            columns (int): Grid points per row; the elevation lists are row by row.
            existing_ft (list[float]): Existing ground elevation at each grid point, row by row, feet.
            proposed_ft (list[float]): Proposed (finished) grade elevation at each grid point, in the same order, feet.
     """

    cell_length_ft: float
    cell_width_ft: float
    columns: int
    existing_ft: list[float]
    proposed_ft: list[float]





    def to_dict(self) -> dict[str, Any]:
        cell_length_ft = self.cell_length_ft

        cell_width_ft = self.cell_width_ft

        columns = self.columns

        existing_ft = self.existing_ft



        proposed_ft = self.proposed_ft




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cell_length_ft": cell_length_ft,
            "cell_width_ft": cell_width_ft,
            "columns": columns,
            "existing_ft": existing_ft,
            "proposed_ft": proposed_ft,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell_length_ft = d.pop("cell_length_ft")

        cell_width_ft = d.pop("cell_width_ft")

        columns = d.pop("columns")

        existing_ft = cast(list[float], d.pop("existing_ft"))


        proposed_ft = cast(list[float], d.pop("proposed_ft"))


        calc_site_cut_fill_input = cls(
            cell_length_ft=cell_length_ft,
            cell_width_ft=cell_width_ft,
            columns=columns,
            existing_ft=existing_ft,
            proposed_ft=proposed_ft,
        )

        return calc_site_cut_fill_input

