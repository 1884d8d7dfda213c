from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_concrete_rebar_input_bar_size import CalcConcreteRebarInputBarSize
from ..models.calc_concrete_rebar_input_lap_basis import CalcConcreteRebarInputLapBasis
from ..models.calc_concrete_rebar_input_steel_grade import CalcConcreteRebarInputSteelGrade
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcConcreteRebarInput")



@_attrs_define
class CalcConcreteRebarInput:
    """ 
        Attributes:
            length_ft (float): Length of the slab or footing, feet.
            spacing_in (float): Maximum bar spacing, centre to centre, both ways, inches.
            width_ft (float): Width of the slab or footing, feet.
            bar_size (CalcConcreteRebarInputBarSize | Unset): ASTM A615 bar size. Default:
                CalcConcreteRebarInputBarSize.VALUE_1.
            edge_cover_in (float | Unset): Cover from each edge to the bar ends and outer bars, inches (3 in is the ACI 318
                cover for concrete cast against earth). Default: 3.0.
            lap_bar_diameters (float | Unset): Lap length in bar diameters when lap_basis is bar-diameters. Default: 40.0.
            lap_basis (CalcConcreteRebarInputLapBasis | Unset): irc-table: tension lap splice of IRC Table R608.5.4(1)
                (#4-#6 only); bar-diameters: lap_bar_diameters x bar diameter (ACI 318). Default:
                CalcConcreteRebarInputLapBasis.IRC_TABLE.
            steel_grade (CalcConcreteRebarInputSteelGrade | Unset): Bar grade (yield strength, ksi), for the IRC lap table.
                Default: CalcConcreteRebarInputSteelGrade.VALUE_1.
            stock_length_ft (float | Unset): Length of the stock bars bought, feet (20 ft is the common stock length).
                Default: 20.0.
     """

    length_ft: float
    spacing_in: float
    width_ft: float
    bar_size: CalcConcreteRebarInputBarSize | Unset = CalcConcreteRebarInputBarSize.VALUE_1
    edge_cover_in: float | Unset = 3.0
    lap_bar_diameters: float | Unset = 40.0
    lap_basis: CalcConcreteRebarInputLapBasis | Unset = CalcConcreteRebarInputLapBasis.IRC_TABLE
    steel_grade: CalcConcreteRebarInputSteelGrade | Unset = CalcConcreteRebarInputSteelGrade.VALUE_1
    stock_length_ft: float | Unset = 20.0





    def to_dict(self) -> dict[str, Any]:
        length_ft = self.length_ft

        spacing_in = self.spacing_in

        width_ft = self.width_ft

        bar_size: str | Unset = UNSET
        if not isinstance(self.bar_size, Unset):
            bar_size = self.bar_size.value


        edge_cover_in = self.edge_cover_in

        lap_bar_diameters = self.lap_bar_diameters

        lap_basis: str | Unset = UNSET
        if not isinstance(self.lap_basis, Unset):
            lap_basis = self.lap_basis.value


        steel_grade: str | Unset = UNSET
        if not isinstance(self.steel_grade, Unset):
            steel_grade = self.steel_grade.value


        stock_length_ft = self.stock_length_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "length_ft": length_ft,
            "spacing_in": spacing_in,
            "width_ft": width_ft,
        })
        if bar_size is not UNSET:
            field_dict["bar_size"] = bar_size
        if edge_cover_in is not UNSET:
            field_dict["edge_cover_in"] = edge_cover_in
        if lap_bar_diameters is not UNSET:
            field_dict["lap_bar_diameters"] = lap_bar_diameters
        if lap_basis is not UNSET:
            field_dict["lap_basis"] = lap_basis
        if steel_grade is not UNSET:
            field_dict["steel_grade"] = steel_grade
        if stock_length_ft is not UNSET:
            field_dict["stock_length_ft"] = stock_length_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        length_ft = d.pop("length_ft")

        spacing_in = d.pop("spacing_in")

        width_ft = d.pop("width_ft")

        _bar_size = d.pop("bar_size", UNSET)
        bar_size: CalcConcreteRebarInputBarSize | Unset
        if isinstance(_bar_size,  Unset):
            bar_size = UNSET
        else:
            bar_size = CalcConcreteRebarInputBarSize(_bar_size)




        edge_cover_in = d.pop("edge_cover_in", UNSET)

        lap_bar_diameters = d.pop("lap_bar_diameters", UNSET)

        _lap_basis = d.pop("lap_basis", UNSET)
        lap_basis: CalcConcreteRebarInputLapBasis | Unset
        if isinstance(_lap_basis,  Unset):
            lap_basis = UNSET
        else:
            lap_basis = CalcConcreteRebarInputLapBasis(_lap_basis)




        _steel_grade = d.pop("steel_grade", UNSET)
        steel_grade: CalcConcreteRebarInputSteelGrade | Unset
        if isinstance(_steel_grade,  Unset):
            steel_grade = UNSET
        else:
            steel_grade = CalcConcreteRebarInputSteelGrade(_steel_grade)




        stock_length_ft = d.pop("stock_length_ft", UNSET)

        calc_concrete_rebar_input = cls(
            length_ft=length_ft,
            spacing_in=spacing_in,
            width_ft=width_ft,
            bar_size=bar_size,
            edge_cover_in=edge_cover_in,
            lap_bar_diameters=lap_bar_diameters,
            lap_basis=lap_basis,
            steel_grade=steel_grade,
            stock_length_ft=stock_length_ft,
        )

        return calc_concrete_rebar_input

