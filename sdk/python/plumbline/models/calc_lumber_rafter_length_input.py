from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_lumber_rafter_length_input_roof_type import CalcLumberRafterLengthInputRoofType
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcLumberRafterLengthInput")



@_attrs_define
class CalcLumberRafterLengthInput:
    """ 
        Attributes:
            pitch_rise_in (float): Roof pitch: inches of rise per 12 in of run.
            roof_length_ft (float): Length of the roof along the ridge (eave), feet, for the rafter count.
            run_ft (float): Horizontal run from the outside of the wall to the ridge center line (half the span of a gable),
                feet (at least 1, so half the thickest ridge board fits).
            overhang_in (float | Unset): Horizontal eave overhang beyond the wall, inches. Default: 0.0.
            rafter_spacing_in (float | Unset): Rafter spacing on center, inches (IRC Table R802.4.1 spacings: 12, 16, 19.2,
                24). Default: 16.0.
            ridge_thickness_in (float | Unset): Ridge board thickness, inches; half of it is taken off each gable rafter's
                run (ignored for a shed roof). Default: 1.5.
            roof_type (CalcLumberRafterLengthInputRoofType | Unset): gable: two sides meeting at a ridge; shed: one side.
                Default: CalcLumberRafterLengthInputRoofType.GABLE.
     """

    pitch_rise_in: float
    roof_length_ft: float
    run_ft: float
    overhang_in: float | Unset = 0.0
    rafter_spacing_in: float | Unset = 16.0
    ridge_thickness_in: float | Unset = 1.5
    roof_type: CalcLumberRafterLengthInputRoofType | Unset = CalcLumberRafterLengthInputRoofType.GABLE





    def to_dict(self) -> dict[str, Any]:
        pitch_rise_in = self.pitch_rise_in

        roof_length_ft = self.roof_length_ft

        run_ft = self.run_ft

        overhang_in = self.overhang_in

        rafter_spacing_in = self.rafter_spacing_in

        ridge_thickness_in = self.ridge_thickness_in

        roof_type: str | Unset = UNSET
        if not isinstance(self.roof_type, Unset):
            roof_type = self.roof_type.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pitch_rise_in": pitch_rise_in,
            "roof_length_ft": roof_length_ft,
            "run_ft": run_ft,
        })
        if overhang_in is not UNSET:
            field_dict["overhang_in"] = overhang_in
        if rafter_spacing_in is not UNSET:
            field_dict["rafter_spacing_in"] = rafter_spacing_in
        if ridge_thickness_in is not UNSET:
            field_dict["ridge_thickness_in"] = ridge_thickness_in
        if roof_type is not UNSET:
            field_dict["roof_type"] = roof_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pitch_rise_in = d.pop("pitch_rise_in")

        roof_length_ft = d.pop("roof_length_ft")

        run_ft = d.pop("run_ft")

        overhang_in = d.pop("overhang_in", UNSET)

        rafter_spacing_in = d.pop("rafter_spacing_in", UNSET)

        ridge_thickness_in = d.pop("ridge_thickness_in", UNSET)

        _roof_type = d.pop("roof_type", UNSET)
        roof_type: CalcLumberRafterLengthInputRoofType | Unset
        if isinstance(_roof_type,  Unset):
            roof_type = UNSET
        else:
            roof_type = CalcLumberRafterLengthInputRoofType(_roof_type)




        calc_lumber_rafter_length_input = cls(
            pitch_rise_in=pitch_rise_in,
            roof_length_ft=roof_length_ft,
            run_ft=run_ft,
            overhang_in=overhang_in,
            rafter_spacing_in=rafter_spacing_in,
            ridge_thickness_in=ridge_thickness_in,
            roof_type=roof_type,
        )

        return calc_lumber_rafter_length_input

